#pragma once
// The programme dashboard (issue 44): for a plan with pools, each pool's money and share of the
// programme (its total is the dashboard's verdict, above), then per pool its workloads, supply, utilisation, what would change the
// decision and the chart of its supply against its demand month by month. It shows the report's
// ProgrammeReport as it is; every figure and text comes from core.

#include "core/analysis/programmereport.h"

#include <QWidget>

class QGroupBox;
class QLabel;
class QVBoxLayout;

namespace cp::gui {

class ChartPanel;

class ProgrammeView : public QWidget {
    Q_OBJECT
public:
    explicit ProgrammeView(QWidget *parent = nullptr);

    void setReport(const analysis::ProgrammeReport &report);

    /// The ids of the pools shown, in order.
    QStringList poolIds() const;
    /// The pool's money line as shown (its cost on the basis and its share), empty for an unknown pool.
    QString moneyText(const QString &poolId) const;
    /// The pool's "what would change the decision" sentence as shown.
    QString sensitivityText(const QString &poolId) const;
    /// The pool's chart panel, or nullptr.
    ChartPanel *chart(const QString &poolId) const;

signals:
    void message(const QString &text, bool isError);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct PoolWidgets {
        QString id;
        QGroupBox *box = nullptr;
        QLabel *text = nullptr;
        QLabel *money = nullptr;
        QLabel *sensitivity = nullptr;
        ChartPanel *chart = nullptr;
    };
    void retranslateUi();
    void clearPools();
    PoolWidgets addPool(const analysis::ProgrammePool &pool);
    const PoolWidgets *find(const QString &poolId) const;

    QLabel *m_heading = nullptr;
    QLabel *m_shares = nullptr;
    QVBoxLayout *m_poolsLayout = nullptr;
    QList<PoolWidgets> m_pools;
};

} // namespace cp::gui
