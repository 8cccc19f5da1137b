#include "app/gui/pilotdialog.h"
#include "app/gui/windowfit.h"

#include "core/bridge/engineinputs.h"
#include "core/calibrate/logparse.h"
#include "core/calibrate/logtext.h"
#include "core/calibrate/plausibility.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/store/store.h"
#include "core/uncertainty/errormodel.h"
#include "core/units/format.h"
#include "core/units/formatrange.h"

#include <QDialogButtonBox>
#include <QDoubleValidator>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cp::gui {

namespace {
QLabel *textLabel(const char *name)
{
    auto *l = new QLabel;
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return l;
}

QString acceleratorName(const QString &id)
{
    const Accelerator *acc = Catalog::builtIn().accelerator(id);
    return acc ? acc->name : id;
}

/// The plan's fields the point was measured with (model, run, hardware), as JSON text.
QString configurationJson(const Scenario &plan)
{
    const QJsonObject all = cplan::toJson(plan);
    QJsonObject o;
    o.insert(QStringLiteral("plan"), plan.name);
    for (const char *key : { "model", "training", "hardware" })
        o.insert(QLatin1String(key), all.value(QLatin1String(key)));
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString ratioText(std::optional<double> r)
{
    return r ? QStringLiteral("×%1").arg(units::formatNumber(*r, 3)) : QStringLiteral("–");
}
} // namespace

PilotDialog::PilotDialog(Store *store, const Scenario &plan, const QString &readOnlyReason, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_plan(plan)
    , m_readOnly(readOnlyReason)
{
    setObjectName(QStringLiteral("pilotDialog"));
    if (auto in = bridge::estimateInputFrom(plan)) {
        // The shipped estimator's prediction: the correction is measured / this.
        in->throughputCorrection = 1;
        in->memoryCorrection = 1;
        in->training.stack = estimate::Stack::Unknown; // the pilot's correction replaces the class's factor
        m_input = *in;
        if (auto e = estimate::estimate(*in))
            m_predicted = *e;
        else
            m_inputError = joinErrors(e.errors());
    } else {
        m_inputError = joinErrors(in.errors());
    }

    m_configuration = textLabel("pilotConfiguration");
    auto *configBox = new QGroupBox;
    configBox->setObjectName(QStringLiteral("pilotConfigurationBox"));
    (new QVBoxLayout(configBox))->addWidget(m_configuration);

    const auto field = [this](const char *name) {
        auto *e = new QLineEdit;
        e->setObjectName(QLatin1String(name));
        auto *v = new QDoubleValidator(e);
        v->setBottom(0);
        e->setValidator(v);
        e->setClearButtonEnabled(true);
        connect(e, &QLineEdit::textChanged, this, &PilotDialog::updateComparison);
        return e;
    };
    m_tokens = field("measuredTokens");
    m_step = field("measuredStep");
    m_peak = field("measuredPeak");
    m_mfu = field("measuredMfu");
    m_tokensLabel = new QLabel;
    m_stepLabel = new QLabel;
    m_peakLabel = new QLabel;
    m_mfuLabel = new QLabel;
    auto *form = new QFormLayout;
    form->addRow(m_tokensLabel, m_tokens);
    form->addRow(m_stepLabel, m_step);
    form->addRow(m_peakLabel, m_peak);
    form->addRow(m_mfuLabel, m_mfu);
    auto *measuredBox = new QGroupBox;
    measuredBox->setObjectName(QStringLiteral("pilotMeasuredBox"));
    measuredBox->setLayout(form);

    m_log = new QPlainTextEdit;
    m_log->setObjectName(QStringLiteral("pilotLog"));
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setMinimumHeight(110);
    m_readLog = new QPushButton;
    m_readLog->setObjectName(QStringLiteral("readLog"));
    connect(m_readLog, &QPushButton::clicked, this, &PilotDialog::readLog);
    connect(m_log, &QPlainTextEdit::textChanged, this, [this] { m_readLog->setEnabled(!m_log->toPlainText().trimmed().isEmpty()); });
    m_readLog->setEnabled(false);
    m_readLabel = textLabel("pilotRead");
    auto *logBox = new QGroupBox;
    logBox->setObjectName(QStringLiteral("pilotLogBox"));
    auto *logLayout = new QVBoxLayout(logBox);
    logLayout->addWidget(m_log, 1);
    logLayout->addWidget(m_readLog, 0, Qt::AlignLeft);

    m_comparison = textLabel("pilotComparison");
    auto *comparisonBox = new QGroupBox;
    comparisonBox->setObjectName(QStringLiteral("pilotComparisonBox"));
    (new QVBoxLayout(comparisonBox))->addWidget(m_comparison);

    m_message = textLabel("pilotMessage");
    m_save = new QPushButton;
    m_save->setObjectName(QStringLiteral("savePoint"));
    m_save->setDefault(true);
    connect(m_save, &QPushButton::clicked, this, &PilotDialog::savePoint);

    QGroupBox *pointsBox = buildPointsBox();

    auto *buttons = new QDialogButtonBox;
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *left = new QVBoxLayout;
    left->addWidget(configBox);
    left->addWidget(measuredBox);
    left->addWidget(logBox, 1);
    auto *right = new QVBoxLayout;
    right->addWidget(comparisonBox, 1);
    right->addWidget(m_readLabel);
    right->addWidget(m_message);
    right->addWidget(m_save, 0, Qt::AlignRight);
    auto *top = new QHBoxLayout;
    top->addLayout(left, 1);
    top->addLayout(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 3);
    layout->addWidget(pointsBox, 1);
    layout->addWidget(buttons);
    resize(windowfit::fittedSize(QSize(1200, 860), windowfit::availableGeometry(this)));

    retranslateUi();
    refreshPoints();
}

/// The saved pilot points of this accelerator and the button that removes one.
QGroupBox *PilotDialog::buildPointsBox()
{
    m_points = new QTableWidget;
    m_points->setObjectName(QStringLiteral("pilotPoints"));
    m_points->setColumnCount(7);
    m_points->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_points->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_points->setSelectionMode(QAbstractItemView::SingleSelection);
    m_points->verticalHeader()->hide();
    m_points->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_points->horizontalHeader()->setStretchLastSection(true);
    m_points->setMinimumHeight(130);
    m_remove = new QPushButton;
    m_remove->setObjectName(QStringLiteral("removePoint"));
    connect(m_remove, &QPushButton::clicked, this, &PilotDialog::removeSelected);
    connect(m_points, &QTableWidget::itemSelectionChanged, this, [this] {
        m_remove->setEnabled(m_readOnly.isEmpty() && !m_points->selectedItems().isEmpty());
    });
    auto *pointsBox = new QGroupBox;
    pointsBox->setObjectName(QStringLiteral("pilotPointsBox"));
    auto *pointsLayout = new QVBoxLayout(pointsBox);
    pointsLayout->addWidget(m_points, 1);
    pointsLayout->addWidget(m_remove, 0, Qt::AlignLeft);
    return pointsBox;
}

void PilotDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PilotDialog::retranslateUi()
{
    setWindowTitle(tr("Calibrate from a Pilot Run"));
    findChild<QGroupBox *>(QStringLiteral("pilotConfigurationBox"))->setTitle(tr("Configuration you ran (from the open plan)"));
    findChild<QGroupBox *>(QStringLiteral("pilotMeasuredBox"))->setTitle(tr("What you measured (any of these)"));
    findChild<QGroupBox *>(QStringLiteral("pilotLogBox"))->setTitle(tr("Or paste log lines"));
    findChild<QGroupBox *>(QStringLiteral("pilotComparisonBox"))->setTitle(tr("Before and after"));
    findChild<QGroupBox *>(QStringLiteral("pilotPointsBox"))->setTitle(tr("Calibration points in this library"));
    m_tokensLabel->setText(tr("Tokens/s per GPU"));
    //: one training step (iteration), in seconds
    m_stepLabel->setText(tr("Step time (s)"));
    m_peakLabel->setText(tr("Peak memory per GPU (GiB)"));
    //: model FLOPs utilisation in per cent, optional
    m_mfuLabel->setText(tr("MFU (%, optional)"));
    m_log->setPlaceholderText(tr("Paste training log lines of %1; the steady-state steps are read.")
                                  .arg(calibrate::supportedFrameworks().join(QStringLiteral(", "))));
    m_readLog->setText(tr("Read Values from the Log"));
    m_save->setText(tr("Save Calibration Point"));
    m_remove->setText(tr("Remove"));
    m_points->setHorizontalHeaderLabels({ tr("Accelerator"), tr("Added"), tr("By"), tr("Measured"), tr("Predicted"),
        //: measured / predicted throughput, e.g. ×0.80
        tr("Throughput ratio"), tr("Source") });

    QString html;
    if (m_input && m_predicted) {
        const estimate::Layout &l = m_predicted->layout;
        html = QStringLiteral("<table>");
        const auto rowHtml = [](const QString &k, const QString &v) {
            return QStringLiteral("<tr><td style=\"padding-right:14px;color:#555\">%1</td><td>%2</td></tr>").arg(k.toHtmlEscaped(), v.toHtmlEscaped());
        };
        html += rowHtml(tr("Plan"), m_plan.name);
        html += rowHtml(tr("Model"), m_plan.model.preset);
        //: %1 GPU count, %2 accelerator name
        html += rowHtml(tr("Hardware"), tr("%1 × %2").arg(units::formatNumber(l.gpus(), 0), acceleratorName(m_input->hardware.accelerator)));
        html += rowHtml(tr("Precision"), m_plan.training.precision.toUpper());
        html += rowHtml(tr("Sequence length"), units::formatNumber(m_input->training.seqLen, 0));
        //: parallel layout: tensor, pipeline and data parallel sizes and the global batch in sequences
        html += rowHtml(tr("Layout"), tr("TP %1 · PP %2 · DP %3, global batch %4").arg(l.tp).arg(l.pp).arg(l.dp).arg(l.globalBatch));
        html += QStringLiteral("</table><p style=\"color:#555\">%1</p>")
                    .arg(tr("Change the configuration in the plan's Inputs; the point is stored with it.").toHtmlEscaped());
    } else {
        html = QStringLiteral("<p style=\"color:#a4262c\">%1</p>")
                   .arg(tr("This plan has no training run to calibrate: %1").arg(m_inputError).toHtmlEscaped());
    }
    m_configuration->setText(html);
    if (!m_read.isEmpty())
        m_readLabel->setText(QStringLiteral("<b>%1</b><br>%2").arg(tr("Read from the log (%1):").arg(m_framework).toHtmlEscaped(), m_read.join(QStringLiteral("<br>"))));
    refreshPoints();
    updateComparison();
}

std::optional<double> PilotDialog::number(QLineEdit *edit, bool *bad) const
{
    const QString text = edit->text().trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    double v = locale().toDouble(text, &ok);
    if (!ok)
        v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0) {
        *bad = true;
        return std::nullopt;
    }
    return v;
}

std::optional<calibrate::PilotPoint> PilotDialog::currentPoint() const
{
    if (!m_input || !m_predicted)
        return std::nullopt;
    bool bad = false;
    calibrate::PilotPoint p;
    p.accelerator = m_input->hardware.accelerator;
    p.configuration = configurationJson(m_plan);
    p.measuredTokensPerS = number(m_tokens, &bad);
    p.measuredStepS = number(m_step, &bad);
    p.measuredPeakGiB = number(m_peak, &bad);
    if (const auto mfu = number(m_mfu, &bad))
        p.measuredMfu = *mfu / 100.0;
    p.predictedTokensPerS = m_predicted->tokensPerSecondPerGpu;
    p.predictedStepS = m_predicted->iterationTimeS;
    p.predictedPeakGiB = m_predicted->memory.totalGiB;
    p.predictedMfu = m_predicted->mfu;
    p.framework = m_framework;
    p.rawText = m_rawText;
    if (bad || (!p.measuredTokensPerS && !p.measuredStepS && !p.measuredPeakGiB && !p.measuredMfu))
        return std::nullopt;
    return p;
}

bool PilotDialog::readLog()
{
    if (!m_input || !m_predicted)
        return false;
    const QString text = m_log->toPlainText();
    if (text.size() > calibrate::kMaxLogBytes) {
        showMessage(tr("The log is longer than %1 MiB; paste the part with the step lines.").arg(calibrate::kMaxLogBytes >> 20), true);
        return false;
    }
    const calibrate::ParseHints hints { m_predicted->layout.gpus(), m_input->training.seqLen, m_predicted->layout.globalBatch };
    const auto parsed = calibrate::parseLog(text, hints);
    if (!parsed) {
        m_read.clear();
        m_readLabel->clear();
        showMessage(joinErrors(parsed.errors()), true);
        return false;
    }
    // A log of another configuration would store a correction against the wrong prediction.
    const calibrate::RunShape &shape = parsed->shape;
    const estimate::Layout &layout = m_predicted->layout;
    QStringList differs;
    if (shape.globalBatch > 0 && shape.globalBatch != layout.globalBatch)
        differs << tr("global batch %1 (the plan: %2)").arg(shape.globalBatch).arg(layout.globalBatch);
    if (shape.seqLen > 0 && shape.seqLen != m_input->training.seqLen)
        differs << tr("sequence length %1 (the plan: %2)").arg(shape.seqLen).arg(m_input->training.seqLen);
    if (shape.gpus > 0 && shape.gpus != layout.gpus())
        differs << tr("%1 GPUs (the plan: %2)").arg(shape.gpus).arg(layout.gpus());
    if (!differs.isEmpty()) {
        showMessage(tr("The log ran %1; set the plan to the run's configuration, then read the log again.").arg(differs.join(QStringLiteral(", "))), true);
        return false;
    }
    m_framework = parsed->framework;
    // Only the lines the values came from (with context) are kept, secrets redacted.
    m_rawText = calibrate::redactSecrets(calibrate::keptLines(text, parsed->lines));
    m_read.clear();
    for (const QString &line : parsed->read)
        m_read << line.toHtmlEscaped();
    const auto put = [this](QLineEdit *edit, std::optional<double> v, int decimals) {
        if (v)
            edit->setText(locale().toString(*v, 'f', decimals));
    };
    put(m_tokens, parsed->tokensPerSPerGpu, 0);
    put(m_step, parsed->stepS, 3);
    put(m_peak, parsed->peakGiB, 1);
    put(m_mfu, parsed->mfu ? std::optional<double>(*parsed->mfu * 100.0) : std::nullopt, 1);
    m_readLabel->setText(QStringLiteral("<b>%1</b><br>%2").arg(tr("Read from the log (%1):").arg(m_framework).toHtmlEscaped(), m_read.join(QStringLiteral("<br>"))));
    showMessage(tr("%n line(s) of the log matched.", nullptr, parsed->linesRead), false);
    return true;
}

void PilotDialog::updateComparison()
{
    m_save->setEnabled(m_store && m_readOnly.isEmpty() && currentPoint().has_value());
    if (!m_readOnly.isEmpty())
        m_save->setToolTip(m_readOnly);
    if (!m_input || !m_predicted) {
        m_comparison->clear();
        return;
    }
    const estimate::Estimate &e = *m_predicted;
    const auto point = currentPoint();
    QList<calibrate::PilotPoint> points = m_stored;
    if (point)
        points << *point;
    const calibrate::Correction before = calibrate::correctionFor(m_stored, m_input->hardware.accelerator);
    const calibrate::Correction after = calibrate::correctionFor(points, m_input->hardware.accelerator);
    const auto cell = [](const QString &v) { return QStringLiteral("<td align=\"right\" style=\"padding:2px 10px\">%1</td>").arg(v.toHtmlEscaped()); };
    const auto header = [](const QString &v) { return QStringLiteral("<th align=\"right\" style=\"padding:2px 10px\">%1</th>").arg(v.toHtmlEscaped()); };
    QString html = QStringLiteral("<table cellspacing=\"0\"><tr><th></th>%1%2%3%4</tr>")
                       .arg(header(tr("Predicted")), header(tr("Measured")), header(tr("Ratio")),
                           //: the estimate once the correction is applied
                           header(tr("After calibration")));
    const auto line = [&](const QString &label, double predicted, std::optional<double> measured, std::optional<double> ratio,
                          double afterValue, int decimals) {
        return QStringLiteral("<tr><td>%1</td>%2%3%4%5</tr>")
            .arg(label.toHtmlEscaped(), cell(units::formatNumber(predicted, decimals)),
                cell(measured ? units::formatNumber(*measured, decimals) : QStringLiteral("–")), cell(ratioText(ratio)),
                cell(units::formatNumber(afterValue, decimals)));
    };
    const std::optional<double> tpsMeasured = point ? calibrate::measuredTokensPerSecond(*point) : std::nullopt;
    const std::optional<double> tpsRatio = point ? calibrate::throughputRatio(*point) : std::nullopt;
    const std::optional<double> memRatio = point ? calibrate::memoryRatio(*point) : std::nullopt;
    html += line(tr("Tokens/s per GPU"), e.tokensPerSecondPerGpu, tpsMeasured, tpsRatio, e.tokensPerSecondPerGpu * after.throughputFactor, 0);
    const std::optional<double> stepMeasured = point ? point->measuredStepS : std::nullopt;
    html += line(tr("Step time (s)"), e.iterationTimeS, stepMeasured,
        stepMeasured ? std::optional<double>(*stepMeasured / e.iterationTimeS) : std::nullopt, e.iterationTimeS / after.throughputFactor, 3);
    html += line(tr("Peak memory per GPU (GiB)"), e.memory.totalGiB, point ? point->measuredPeakGiB : std::nullopt, memRatio,
        e.memory.totalGiB * after.memoryFactor, 1);
    html += QStringLiteral("</table>");
    //: %1 accelerator name, %2 number of points, %3 and %4 factors like ×0.80
    html += QStringLiteral("<p>%1</p>").arg(tr("Correction for %1 from %n point(s): throughput %2, memory %3.", nullptr, after.points).arg(acceleratorName(m_input->hardware.accelerator), ratioText(after.throughputFactor), ratioText(after.memoryFactor)).toHtmlEscaped());
    if (before.points > 0)
        html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                    .arg(tr("Before this point: %n point(s), throughput %1, memory %2.", nullptr, before.points)
                             .arg(ratioText(before.throughputFactor), ratioText(before.memoryFactor))
                             .toHtmlEscaped());
    html += rangeHtml(after);
    m_comparison->setText(html);
}

void PilotDialog::showMessage(const QString &text, bool isError)
{
    m_message->setText(QStringLiteral("<span style=\"color:%1\">%2</span>")
                           .arg(isError ? QStringLiteral("#a4262c") : QStringLiteral("#107c10"), text.toHtmlEscaped()));
}

QString PilotDialog::rangeHtml(const calibrate::Correction &after) const
{
    if (!m_input)
        return {};
    const uncertainty::ErrorModel &shipped = uncertainty::ErrorModel::shipped();
    const uncertainty::ErrorClass c = uncertainty::ErrorModel::classify(*m_input);
    const QString family = QStringLiteral("throughput");
    const double before = shipped.spread(family, c);
    const double narrowed = after.throughputPoints > 0 ? shipped.withPilot(m_input->hardware.accelerator, after.logSpread).spread(family, c) : before;
    // A P10-P90 width w in log space is the factor range exp(-w/2) .. exp(w/2) around P50.
    const auto pct = [this](double width) -> QString { return units::formatNumber((std::exp(width / 2) - 1) * 100, 0, locale()) + QLatin1Char('%'); };
    //: the estimate's P10-P90 range of throughput before and after the calibration, e.g. ±24% → ±4%
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Throughput range (P10–P90): ±%1 before, ±%2 after calibration.").arg(pct(before), pct(narrowed)).toHtmlEscaped());
    if (after.spreadAssumed)
        html += QStringLiteral("<p style=\"color:#6b4e00\">%1</p>")
                    .arg(tr("The narrowed range assumes a run-to-run noise of %1 (assumption: confirm with a second pilot run).")
                             .arg(units::formatNumber(calibrate::kMeasurementNoise * 100, 0, locale()) + QLatin1Char('%'))
                             .toHtmlEscaped());
    return html;
}

bool PilotDialog::savePoint()
{
    if (!m_store)
        return false;
    bool bad = false;
    for (QLineEdit *e : { m_tokens, m_step, m_peak, m_mfu })
        static_cast<void>(number(e, &bad)); // only the flag matters here
    if (bad) {
        showMessage(tr("Measured values must be positive numbers."), true);
        return false;
    }
    const auto point = currentPoint();
    if (!point) {
        showMessage(tr("Enter at least one measured value: tokens/s per GPU, step time, peak memory or MFU."), true);
        return false;
    }
    if (const Errors implausible = calibrate::checkPlausible(*point, { m_predicted->achievableMfu, m_predicted->memory.capacityGiB }); !implausible.isEmpty()) {
        showMessage(joinErrors(implausible), true);
        return false;
    }
    const auto id = m_store->addCalibration(*point);
    if (!id) {
        showMessage(joinErrors(id.errors()), true);
        return false;
    }
    showMessage(tr("Saved. Plans on %1 now use this calibration.").arg(acceleratorName(point->accelerator)), false);
    for (QLineEdit *e : { m_tokens, m_step, m_peak, m_mfu })
        e->clear();
    m_framework.clear();
    m_rawText.clear();
    m_read.clear();
    m_readLabel->clear();
    refreshPoints();
    updateComparison();
    emit calibrationsChanged();
    return true;
}

bool PilotDialog::removeSelected()
{
    const QList<QTableWidgetItem *> selected = m_points->selectedItems();
    if (!m_store || selected.isEmpty())
        return false;
    const qint64 id = m_points->item(selected.constFirst()->row(), 0)->data(Qt::UserRole).toLongLong();
    const Status removed = m_store->removeCalibration(id);
    if (!removed) {
        showMessage(joinErrors(removed.errors()), true);
        return false;
    }
    showMessage(tr("Removed the calibration point."), false);
    refreshPoints();
    updateComparison();
    emit calibrationsChanged();
    return true;
}

void PilotDialog::refreshPoints()
{
    m_stored.clear();
    if (m_store) {
        if (auto points = m_store->calibrations())
            m_stored = *points;
        else
            showMessage(joinErrors(points.errors()), true);
    }
    m_points->setRowCount(int(m_stored.size()));
    for (int i = 0; i < m_stored.size(); ++i) {
        const calibrate::PilotPoint &p = m_stored.at(i);
        QStringList measured;
        QStringList predicted;
        if (const auto tps = calibrate::measuredTokensPerSecond(p)) {
            //: a throughput, tokens per second per GPU
            measured << tr("%1 tokens/s").arg(units::formatNumber(*tps, 0));
            predicted << tr("%1 tokens/s").arg(units::formatNumber(p.predictedTokensPerS, 0));
        }
        if (p.measuredPeakGiB) {
            measured << tr("%1 GiB").arg(units::formatNumber(*p.measuredPeakGiB, 1));
            predicted << tr("%1 GiB").arg(units::formatNumber(p.predictedPeakGiB, 1));
        }
        const QStringList cells { acceleratorName(p.accelerator), units::formatDateTime(p.createdAt),
            p.createdBy, measured.join(QStringLiteral(", ")), predicted.join(QStringLiteral(", ")), ratioText(calibrate::throughputRatio(p)),
            p.framework.isEmpty() ? tr("typed in") : tr("log (%1)").arg(p.framework) };
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c == 0)
                item->setData(Qt::UserRole, p.id);
            m_points->setItem(i, c, item);
        }
    }
    m_remove->setEnabled(m_readOnly.isEmpty() && !m_points->selectedItems().isEmpty());
}

QString PilotDialog::configurationText() const { return m_configuration->text(); }
QString PilotDialog::readText() const { return m_readLabel->text(); }
QString PilotDialog::comparisonText() const { return m_comparison->text(); }
QString PilotDialog::messageText() const { return m_message->text(); }

} // namespace cp::gui
