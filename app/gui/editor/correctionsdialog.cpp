#include "app/gui/editor/correctionsdialog.h"

#include "app/gui/dialogs.h"
#include "app/gui/messagebar.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cp::gui {

CorrectionsDialog::CorrectionsDialog(QWidget *parent)
    : QDialog(parent)
    , m_view(new QTableView)
    , m_message(new MessageBar)
    , m_intro(new QLabel)
    , m_import(new QPushButton)
    , m_export(new QPushButton)
    , m_reset(new QPushButton)
    , m_close(new QPushButton)
{
    auto *layout = new QVBoxLayout(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    layout->addWidget(m_message);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    layout->addWidget(m_view, 1);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : { m_import, m_export, m_reset })
        buttons->addWidget(b);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_import, &QPushButton::clicked, this, &CorrectionsDialog::importCsv);
    connect(m_export, &QPushButton::clicked, this, &CorrectionsDialog::exportCsv);
    connect(m_reset, &QPushButton::clicked, this, &CorrectionsDialog::reset);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
}

void CorrectionsDialog::setTable(QAbstractItemModel *model, CorrectableTable *table)
{
    m_table = table;
    m_view->setModel(model);
    connect(model, &QAbstractItemModel::dataChanged, this, [this] { m_message->showMessage(QString()); });
}

void CorrectionsDialog::retranslateUi()
{
    const Texts t = texts();
    setWindowTitle(t.title);
    m_intro->setText(t.intro);
    m_import->setText(tr("Import CSV…"));
    m_export->setText(tr("Export CSV…"));
    m_reset->setText(tr("Reset to defaults"));
    m_close->setText(tr("Close"));
}

void CorrectionsDialog::exportCsv()
{
    const QString path = dialogs::saveFileName(this, texts().exportCaption, QString(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (!m_table->exportCsv(path))
        m_message->showMessage(tr("Could not export: %1").arg(m_table->lastError()), MessageBar::Kind::Error);
    else
        m_message->showMessage(tr("Exported %n rows.", nullptr, m_view->model()->rowCount()), MessageBar::Kind::Info);
}

void CorrectionsDialog::importCsv()
{
    const QString path = dialogs::openFileName(this, texts().importCaption, QString(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (!m_table->importCsv(path))
        m_message->showMessage(tr("Nothing imported: %1").arg(m_table->lastError()), MessageBar::Kind::Error);
    else
        m_message->showMessage(tr("Imported."), MessageBar::Kind::Info);
}

void CorrectionsDialog::reset()
{
    const Texts t = texts();
    if (dialogs::question(this, t.resetTitle, t.resetQuestion, QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    if (!m_table->resetToDefaults())
        m_message->showMessage(tr("Could not reset: %1").arg(m_table->lastError()), MessageBar::Kind::Error);
}

void CorrectionsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace cp::gui
