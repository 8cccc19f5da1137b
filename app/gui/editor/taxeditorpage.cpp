#include "app/gui/editor/taxeditorpage.h"

#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/plandocument.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <cmath>

namespace cp::gui {

const QList<TaxEditorPage::RatePreset> &TaxEditorPage::ratePresets()
{
    static const QList<RatePreset> presets {
        { 0.25, QT_TRANSLATE_NOOP("cp::gui::PlanEditor", "25% standard"),
            QT_TRANSLATE_NOOP("cp::gui::PlanEditor", "25%: the standard rate, Enterprise Income Tax Law (企业所得税法) Article 4.") },
        { 0.15, QT_TRANSLATE_NOOP("cp::gui::PlanEditor", "15% high-tech"),
            QT_TRANSLATE_NOOP("cp::gui::PlanEditor", "15%: a state-supported high and new technology enterprise (高新技术企业), Enterprise Income Tax Law Article 28.") },
        { 0.05, QT_TRANSLATE_NOOP("cp::gui::PlanEditor", "5% small low-profit"),
            QT_TRANSLATE_NOOP("cp::gui::PlanEditor", "5% effective: a small low-profit enterprise (小型微利企业) pays 20% on 25% of its taxable income, "
                                                     "MOF and STA Announcement No. 12 of 2023 (财政部 税务总局公告2023年第12号).") },
    };
    return presets;
}

TaxEditorPage::TaxEditorPage(PlanDocument *doc, MessageBar *message, QWidget *parent)
    : EditorPage(
        doc, message, [] { return PlanEditor::tr("Tax"); }, parent)
{
    setObjectName(QStringLiteral("taxPage"));
    choice(QStringLiteral("tco.tax.enabled"));
    number(QStringLiteral("tco.tax.income_tax_rate"));
    auto *row = new QWidget;
    auto *buttons = new QHBoxLayout(row);
    buttons->setContentsMargins(0, 0, 0, 0);
    for (const RatePreset &p : ratePresets()) {
        auto *b = tx().text(new QPushButton, [p] { return PlanEditor::tr(p.button); });
        b->setObjectName(QStringLiteral("taxRate%1").arg(std::lround(p.rate * 100)));
        b->setCheckable(true);
        tx().add([b, p] { b->setToolTip(PlanEditor::tr(p.basis)); });
        const double rate = p.rate;
        connect(b, &QPushButton::clicked, this, [this, rate] {
            tryEdit(PlanEditor::tr("Change income tax rate"), QStringLiteral("tco.tax.income_tax_rate"), [rate](Scenario &s) { s.tco.tax.incomeTaxRate = rate; });
            refresh();
        });
        buttons->addWidget(b);
        m_presets << b;
    }
    buttons->addStretch();
    form()->addRow(QString(), row);
    auto *basis = new QLabel;
    basis->setObjectName(QStringLiteral("taxRateBasis"));
    basis->setWordWrap(true);
    basis->setStyleSheet(QStringLiteral("color: #555;"));
    form()->addRow(basis);
    onRefresh([this, basis] {
        const double rate = document()->scenario().tco.tax.incomeTaxRate;
        QString text;
        for (int i = 0; i < m_presets.size(); ++i) {
            const bool on = std::abs(ratePresets().at(i).rate - rate) < 1e-9;
            m_presets.at(i)->setChecked(on);
            if (on)
                text = PlanEditor::tr(ratePresets().at(i).basis);
        }
        basis->setText(text.isEmpty() ? PlanEditor::tr("A rate of your own: state its basis in the plan's notes.") : text);
    });
    choice(QStringLiteral("tco.tax.vat_payer"));
    choice(QStringLiteral("tco.tax.depreciation"));
    number(QStringLiteral("tco.tax.purchase_year"))->setGrouping(false);
    number(QStringLiteral("tco.tax.lease_vat_rate"));
}

QPushButton *TaxEditorPage::presetButton(double rate) const
{
    for (int i = 0; i < m_presets.size(); ++i) {
        if (std::abs(ratePresets().at(i).rate - rate) < 1e-9)
            return m_presets.at(i);
    }
    return nullptr;
}

} // namespace cp::gui
