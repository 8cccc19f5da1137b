#include "app/export/csvexport.h"

#include "core/common/csv.h"
#include "core/common/savefile.h"

#include <QAbstractItemModel>
#include <QCoreApplication>

#include <algorithm>

namespace cp::exports {

namespace {

QString number(double v)
{
    return QString::number(v, 'g', 15);
}

} // namespace

QList<QStringList> tableRows(const QAbstractItemModel &model)
{
    QList<QStringList> rows;
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    rows << header;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < model.columnCount(); ++c)
            row << model.data(model.index(r, c), Qt::DisplayRole).toString();
        rows << row;
    }
    return rows;
}

QList<QStringList> cashFlowRows(const tco::TcoResult &tco)
{
    QStringList header { QCoreApplication::translate("cp::exports", "Month") };
    qsizetype months = 0;
    for (const tco::OptionResult &o : tco.options) {
        header << QCoreApplication::translate("cp::exports", "%1 cash (CNY)").arg(o.name)
               << QCoreApplication::translate("cp::exports", "%1 cumulative (CNY)").arg(o.name);
        months = std::max(months, o.monthly.size());
    }
    QList<QStringList> rows { header };
    for (qsizetype m = 0; m < months; ++m) {
        QStringList row { QString::number(m) };
        for (const tco::OptionResult &o : tco.options) {
            if (m < o.monthly.size())
                row << number(o.monthly.at(m).cashCny) << number(o.monthly.at(m).cumulativeCny);
            else
                row << QString() << QString();
        }
        rows << row;
    }
    return rows;
}

QList<QStringList> chartRows(const chart::ChartSpec &spec)
{
    QList<QStringList> rows;
    QStringList header;
    const bool bars = spec.kind == chart::ChartKind::StackedBar || spec.kind == chart::ChartKind::GroupedBar
        || spec.kind == chart::ChartKind::Tornado;
    if (bars) {
        const QStringList &categories = spec.kind == chart::ChartKind::Tornado ? spec.y.categories : spec.x.categories;
        header << (spec.kind == chart::ChartKind::Tornado ? spec.y.title : spec.x.title);
        for (const chart::ChartSeries &s : spec.series)
            header << s.name;
        rows << header;
        for (qsizetype i = 0; i < categories.size(); ++i) {
            QStringList row { categories.at(i) };
            for (const chart::ChartSeries &s : spec.series)
                row << (i < s.values.size() ? number(s.values.at(i)) : QString());
            rows << row;
        }
        return rows;
    }
    // Line and scatter: one row per point, long format (series, label, x, y).
    rows << QStringList { QCoreApplication::translate("cp::exports", "Series"), QCoreApplication::translate("cp::exports", "Label"),
        spec.x.title, spec.y.title };
    for (const chart::ChartSeries &s : spec.series) {
        for (const chart::ChartPoint &p : s.points)
            rows << QStringList { s.name, p.label, number(p.x), number(p.y) };
    }
    return rows;
}

Status writeCsv(const QList<QStringList> &rows, const QString &path)
{
    return saveFile(path, csvBytes(rows));
}

Status exportTableCsv(const QAbstractItemModel &model, const QString &path)
{
    return writeCsv(tableRows(model), path);
}

Status exportCashFlowsCsv(const tco::TcoResult &tco, const QString &path)
{
    return writeCsv(cashFlowRows(tco), path);
}

Status exportChartCsv(const chart::ChartSpec &spec, const QString &path)
{
    return writeCsv(chartRows(spec), path);
}

} // namespace cp::exports
