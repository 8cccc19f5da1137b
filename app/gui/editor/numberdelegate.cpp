#include "app/gui/editor/numberdelegate.h"

#include <QLineEdit>
#include <QLocale>

#include <cmath>

namespace cp::gui {

QWidget *NumberDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(QStringLiteral("numberEditor"));
    edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    edit->setFrame(false);
    return edit;
}

void NumberDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *edit = qobject_cast<QLineEdit *>(editor);
    if (!edit)
        return;
    const QVariant value = index.data(Qt::EditRole);
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!value.isValid() || !ok) {
        edit->clear();
        return;
    }
    const QLocale locale;
    const bool whole = v == std::floor(v) && std::fabs(v) < 1e15;
    edit->setText(whole ? locale.toString(static_cast<qint64>(v)) : locale.toString(v, 'g', 12));
    edit->selectAll();
}

void NumberDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *edit = qobject_cast<QLineEdit *>(editor))
        model->setData(index, edit->text(), Qt::EditRole); // a refusal is the model's to explain
}

} // namespace cp::gui
