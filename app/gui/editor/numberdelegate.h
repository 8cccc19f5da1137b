#pragma once
// The editor of a number cell in the plan's tables (prices used, demand by month): a line edit
// whose text goes to the model as typed, so the model reads it as every field does
// (cp::readFieldNumber: separators, k/M/万/亿, "70%") and can say why it refuses it. The default
// editor, a spin box, clamps and rounds silently instead.

#include <QStyledItemDelegate>

namespace cp::gui {

class NumberDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

} // namespace cp::gui
