#pragma once
// "Prices used": the plan's price snapshot as a table. Editing a value is an undo step on the
// PlanDocument and marks the entry as confirmed by the user.

#include "app/gui/editor/pricecolumns.h"

namespace cp::gui {

class PlanDocument;

/// Confidence text stored for a price the user typed or confirmed.
QString userConfirmedConfidence();
/// True for the confidences the UI flags with an "assumption" badge (assumption, not-found, empty).
bool isAssumptionConfidence(const QString &confidence);

class PricesModel : public PriceColumnsModel {
    Q_OBJECT
public:
    explicit PricesModel(PlanDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    /// Value column: a number the rule prices[].value accepts; anything else is refused (false),
    /// lastError() says why and refused() is emitted.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QString lastError() const { return m_lastError; }

signals:
    /// A typed value was not applied: the price's name and the reason, in full ("Electricity
    /// tariff: must be 0–1,000,000,000,000").
    void refused(const QString &message);

private:
    void reload();

    PlanDocument *m_document;
    int m_rows = 0;
    QString m_lastError;
};

} // namespace cp::gui
