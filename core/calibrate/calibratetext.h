#pragma once
// Helpers every calibrate source uses: one definition, so that the library's unity batches (issue 41)
// never see two copies of them in one translation unit.
#include <QCoreApplication>
#include <QString>

#include <cmath>

namespace cp::calibrate::detail {

/// The calibrate texts' translation context ("cp::calibrate", as lupdate records it).
inline QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("cp::calibrate", text, disambiguation, n);
}

/// A measured figure the checks can use: finite and above zero.
inline bool usable(double v) { return std::isfinite(v) && v > 0; }

} // namespace cp::calibrate::detail
