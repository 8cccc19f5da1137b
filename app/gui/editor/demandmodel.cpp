#include "app/gui/editor/demandmodel.h"

#include "app/gui/plandocument.h"
#include "core/bridge/engineinputs.h"
#include "core/scenario/validation.h"
#include "core/scenario/workloads.h"
#include "core/tco/demand.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cp::gui {

namespace {

int nextMergeId()
{
    static int id = 20000;
    return ++id;
}

} // namespace

QList<double> demandMonths(const Scenario &s)
{
    if (workloadsDefineDemand(s)) {
        // The work makes the demand (issue 42): the profile the TCO prices, as core computes it.
        const std::vector<double> d = tco::demandProfile(bridge::tcoInputFrom(s));
        return d.size() > 1 ? QList<double>(d.begin() + 1, d.end()) : QList<double> { 0.0 };
    }
    QList<double> out;
    const int months = std::max(1, s.tco.horizonMonths);
    for (int i = 0; i < months; ++i)
        out << (i < s.tco.demand.monthly.size() ? s.tco.demand.monthly.at(i) : s.tco.demand.monthlyGpuHours);
    return out;
}

DemandModel::DemandModel(PlanDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    m_months = demandMonths(document->scenario());
    m_rows = static_cast<int>(m_months.size());
    connect(document, &PlanDocument::scenarioChanged, this, &DemandModel::reload);
}

void DemandModel::reload()
{
    // Computed once per change: with workloads it runs the estimate behind the demand.
    m_months = demandMonths(m_document->scenario());
    const int rows = static_cast<int>(m_months.size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    emit dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
}

int DemandModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }
int DemandModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DemandModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QList<double> &months = m_months;
    if (index.row() >= months.size())
        return {};
    if (role == Qt::DisplayRole) {
        if (index.column() == Month)
            return tr("Month %1").arg(index.row() + 1);
        return QLocale().toString(months.at(index.row()), 'f', 0);
    }
    if (role == Qt::EditRole && index.column() == GpuHours)
        return months.at(index.row());
    if (role == Qt::TextAlignmentRole && index.column() == GpuHours)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant DemandModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == Month ? tr("Month") : tr("GPU-hours");
}

Qt::ItemFlags DemandModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == GpuHours && !workloadsDefineDemand(m_document->scenario()))
        f |= Qt::ItemIsEditable;
    return f;
}

bool DemandModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != GpuHours)
        return false;
    const FieldValue v = readFieldNumber(QStringLiteral("tco.demand.monthly[]"), value.toString(),
        value.typeId() == QMetaType::QString ? QLocale() : QLocale::c()); // typed text, or a number from a delegate
    if (!v.isValid()) {
        //: %1 "Month 3", %2 why the typed value is refused
        m_lastError = tr("%1: %2").arg(tr("Month %1").arg(index.row() + 1), v.error);
        emit refused(m_lastError);
        return false;
    }
    return setMonth(index.row(), *v.value);
}

bool DemandModel::setMonth(int month, double gpuHours, int mergeId)
{
    if (workloadsDefineDemand(m_document->scenario())) {
        m_lastError = tr("The plan's work makes the demand: change the workloads instead of the months.");
        emit refused(m_lastError);
        return false;
    }
    const FieldRule &rule = fieldRule(QStringLiteral("tco.demand.monthly[]"));
    if (!rule.accepts(gpuHours) || month < 0 || month >= m_rows) {
        m_lastError = rule.message();
        return false;
    }
    m_lastError.clear();
    m_document->edit(
        tr("Change demand in month %1").arg(month + 1), [month, gpuHours](Scenario &s) {
            QList<double> months = demandMonths(s);
            months[month] = gpuHours;
            s.tco.demand.monthly = months;
            s.tco.demand.templateName = QStringLiteral("from_plan");
        },
        mergeId);
    return true;
}

DemandBars::DemandBars(DemandModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("demandBars"));
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
    connect(model, &QAbstractItemModel::dataChanged, this, qOverload<>(&QWidget::update));
    connect(model, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
}

QRect DemandBars::plotRect() const { return rect().adjusted(70, 26, -10, -24); }

double DemandBars::scaleMax() const
{
    if (m_dragScale > 0)
        return m_dragScale;
    double max = 0;
    for (int r = 0; r < m_model->rowCount(); ++r)
        max = std::max(max, m_model->index(r, DemandModel::GpuHours).data(Qt::EditRole).toDouble());
    if (max <= 0)
        return 1000;
    const double magnitude = std::pow(10.0, std::floor(std::log10(max * 1.25)));
    return std::ceil(max * 1.25 / magnitude) * magnitude;
}

QRect DemandBars::barSlot(int month) const
{
    const QRect plot = plotRect();
    const int n = std::max(1, m_model->rowCount());
    const double w = double(plot.width()) / n;
    return QRect(plot.left() + int(month * w), plot.top(), std::max(1, int(w)), plot.height());
}

double DemandBars::valueAt(int y) const
{
    const QRect plot = plotRect();
    const double fraction = std::clamp(double(plot.bottom() - y) / std::max(1, plot.height()), 0.0, 1.0);
    return std::round(fraction * scaleMax());
}

int DemandBars::labelStep() const
{
    const int n = m_model->rowCount();
    if (n <= 1)
        return 1;
    const int widest = fontMetrics().horizontalAdvance(QString::number(n)) + fontMetrics().averageCharWidth();
    const double slot = double(barSlot(1).center().x() - barSlot(0).center().x());
    for (int step : { 1, 2, 3, 6, 12 }) {
        if (slot * step >= widest)
            return step;
    }
    return 12;
}

void DemandBars::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QRect plot = plotRect();
    const double max = scaleMax();
    const QLocale locale;
    p.setPen(QColor(0xd0, 0xd7, 0xde));
    for (int i = 0; i <= 4; ++i) {
        const int y = plot.bottom() - plot.height() * i / 4;
        p.drawLine(plot.left(), y, plot.right(), y);
        p.setPen(palette().text().color());
        p.drawText(QRect(0, y - 8, plot.left() - 6, 16), Qt::AlignRight | Qt::AlignVCenter, locale.toString(max * i / 4, 'f', 0));
        p.setPen(QColor(0xd0, 0xd7, 0xde));
    }
    const int n = m_model->rowCount();
    const int step = labelStep();
    for (int m = 0; m < n; ++m) {
        const double v = m_model->index(m, DemandModel::GpuHours).data(Qt::EditRole).toDouble();
        const QRect slot = barSlot(m);
        const int h = int(plot.height() * std::min(1.0, v / max));
        p.fillRect(QRect(slot.left() + 1, plot.bottom() - h, std::max(1, slot.width() - 2), h), QColor(0x2f, 0x6f, 0xb3));
        if (m % step == 0) {
            p.setPen(palette().text().color());
            p.drawText(QRect(slot.left() - 10, plot.bottom() + 4, slot.width() + 20, 16), Qt::AlignHCenter | Qt::AlignTop, QString::number(m + 1));
        }
    }
    p.setPen(palette().text().color());
    p.drawText(QRect(4, 0, width() - 8, 18), Qt::AlignLeft | Qt::AlignVCenter, tr("GPU-hours per month (click or drag a bar to change it)"));
}

void DemandBars::setFromPoint(const QPoint &pos)
{
    for (int m = 0; m < m_model->rowCount(); ++m) {
        if (barSlot(m).contains(QPoint(pos.x(), barSlot(m).center().y()))) {
            m_model->setMonth(m, valueAt(pos.y()), m_mergeId);
            return;
        }
    }
}

void DemandBars::mousePressEvent(QMouseEvent *event)
{
    m_dragScale = scaleMax();
    m_mergeId = nextMergeId();
    setFromPoint(event->position().toPoint());
}

void DemandBars::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        setFromPoint(event->position().toPoint());
}

void DemandBars::mouseReleaseEvent(QMouseEvent *)
{
    m_mergeId = -1;
    m_dragScale = 0;
    update();
}

} // namespace cp::gui
