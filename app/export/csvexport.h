#pragma once
// CSV for Excel: UTF-8 with a byte-order mark (so Excel opens Chinese text correctly), RFC 4180
// quoting, CRLF line ends (cp::csvBytes, core/common/csv.h). Written atomically (cp::saveFile).

#include "core/chart/chartspec.h"
#include "core/common/csv.h"
#include "core/common/expected.h"
#include "core/tco/tco.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

class QAbstractItemModel;

namespace cp::exports {

/// The header and the display text of every cell of a table model (any table view's model).
QList<QStringList> tableRows(const QAbstractItemModel &model);
/// Monthly cash and cumulative cash per option: month, <option> cash CNY, <option> cumulative CNY ...
/// Numbers are plain (dot decimal, no separators) so spreadsheets read them as numbers.
QList<QStringList> cashFlowRows(const tco::TcoResult &tco);
/// The data behind a chart: x (or category) and one column per series.
QList<QStringList> chartRows(const chart::ChartSpec &spec);

Status writeCsv(const QList<QStringList> &rows, const QString &path);
Status exportTableCsv(const QAbstractItemModel &model, const QString &path);
Status exportCashFlowsCsv(const tco::TcoResult &tco, const QString &path);
Status exportChartCsv(const chart::ChartSpec &spec, const QString &path);

} // namespace cp::exports
