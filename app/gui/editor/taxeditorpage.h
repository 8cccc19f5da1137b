#pragma once
// The editor's Tax group: whether the options are compared after tax, the corporate income-tax
// rate (with the 25% / 15% / 5% rates of the law one click away, each with its legal basis), the
// VAT taxpayer type, the tax depreciation method, the purchase year and the lease invoice's VAT.
// The fields are the registry's tco.tax.* (core/scenario/fields.cpp).

#include "app/gui/editor/editorpage.h"

class QPushButton;

namespace cp::gui {

class TaxEditorPage : public EditorPage {
public:
    TaxEditorPage(PlanDocument *document, MessageBar *message, QWidget *parent = nullptr);

    /// The preset rates offered, with the law that sets each.
    struct RatePreset {
        double rate;
        const char *button; ///< untranslated button text (context PlanEditor)
        const char *basis; ///< untranslated legal basis (context PlanEditor)
    };
    static const QList<RatePreset> &ratePresets();
    /// The button that sets `rate` (0.25, 0.15, 0.05), or nullptr.
    QPushButton *presetButton(double rate) const;

private:
    QList<QPushButton *> m_presets;
};

} // namespace cp::gui
