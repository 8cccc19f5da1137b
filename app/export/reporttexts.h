#pragma once
// The small texts of the PDF report (reportpdf.cpp): badges, severities, and keys and links made
// breakable so that they wrap in a table cell.

#include "core/advice/advice.h"

#include <QLocale>
#include <QString>

namespace cp::exports::reporttext {

/// The badge of a figure the user must confirm ("assumption").
QString assumptionBadge();
/// An advice item's severity as the checklist names it.
QString severityText(advice::Severity s);
/// Lets long price keys ("build.maintenance.fraction_per_year") wrap after dots and underscores.
QString breakable(QString key);
/// A source sentence whose links wrap after their slashes and dots.
QString wrappableLinks(const QString &text);
/// A price-book figure as it was written (whole numbers without decimals, money with its cents).
QString ledgerNumber(double v, bool money, const QLocale &locale);

} // namespace cp::exports::reporttext
