#include "app/gui/preferencesdialog.h"

#include "app/gui/dialogs.h"
#include "app/gui/editor/wheelguard.h"
#include "app/gui/settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace cp::gui {

PreferencesDialog::PreferencesDialog(const QString &language, const QString &databasePath, QWidget *parent)
    : QDialog(parent)
{
    WheelGuard::install();
    setObjectName(QStringLiteral("preferencesDialog"));
    m_languageLabel = new QLabel;
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("preferencesLanguage"));
    // Each language is named in itself, so a user can find theirs whatever the UI shows.
    m_language->addItem(QStringLiteral("中文（简体）"), QStringLiteral("zh_CN"));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->setCurrentIndex(qMax(0, m_language->findData(language)));
    m_languageLabel->setBuddy(m_language);

    m_databaseLabel = new QLabel;
    m_database = new QLineEdit(QDir::toNativeSeparators(databasePath));
    m_database->setObjectName(QStringLiteral("preferencesDatabase"));
    m_database->setMinimumWidth(m_database->fontMetrics().averageCharWidth() * 50);
    m_databaseLabel->setBuddy(m_database);
    m_browse = new QToolButton;
    m_browse->setText(QStringLiteral("…"));
    m_hint = new QLabel;
    m_hint->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);

    m_teamTitle = new QLabel;
    QFont bold = m_teamTitle->font();
    bold.setBold(true);
    m_teamTitle->setFont(bold);
    m_usePersonal = new QRadioButton;
    m_usePersonal->setObjectName(QStringLiteral("preferencesUsePersonal"));
    m_usePersonal->setChecked(true);
    m_useTeam = new QRadioButton;
    m_useTeam->setObjectName(QStringLiteral("preferencesUseTeam"));
    m_teamUriLabel = new QLabel;
    m_teamUri = new QLineEdit;
    m_teamUri->setObjectName(QStringLiteral("preferencesTeamUri"));
    m_teamUri->setPlaceholderText(QStringLiteral("postgresql://user@host:5432/dbname"));
    m_teamUriLabel->setBuddy(m_teamUri);
    m_sslLabel = new QLabel;
    m_sslMode = new QComboBox;
    m_sslMode->setObjectName(QStringLiteral("preferencesSslMode"));
    // libpq's own words: they are what a server's administrator gives out.
    for (const char *mode : { "prefer", "require", "verify-ca", "verify-full", "allow", "disable" })
        m_sslMode->addItem(QLatin1String(mode), QLatin1String(mode));
    m_sslLabel->setBuddy(m_sslMode);
    m_passwordNote = new QLabel;
    m_passwordNote->setObjectName(QStringLiteral("preferencesPasswordNote"));
    m_passwordNote->setWordWrap(true);
    m_testButton = new QPushButton;
    m_testButton->setObjectName(QStringLiteral("preferencesTestConnection"));
    m_testResult = new QLabel;
    m_testResult->setObjectName(QStringLiteral("preferencesTestResult"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *grid = new QGridLayout;
    grid->addWidget(m_languageLabel, 0, 0);
    grid->addWidget(m_language, 0, 1, 1, 2);
    grid->addWidget(m_databaseLabel, 1, 0);
    grid->addWidget(m_database, 1, 1);
    grid->addWidget(m_browse, 1, 2);
    grid->addWidget(m_hint, 2, 1, 1, 2);
    grid->addWidget(m_teamTitle, 3, 0, 1, 3);
    grid->addWidget(m_usePersonal, 4, 0, 1, 3);
    grid->addWidget(m_useTeam, 5, 0, 1, 3);
    grid->addWidget(m_teamUriLabel, 6, 0);
    grid->addWidget(m_teamUri, 6, 1, 1, 2);
    grid->addWidget(m_sslLabel, 7, 0);
    grid->addWidget(m_sslMode, 7, 1, 1, 2);
    grid->addWidget(m_passwordNote, 8, 1, 1, 2);
    grid->addWidget(m_testButton, 9, 1);
    grid->addWidget(m_testResult, 10, 1, 1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(m_browse, &QToolButton::clicked, this, &PreferencesDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_testButton, &QPushButton::clicked, this, &PreferencesDialog::testConnection);
    connect(m_teamUri, &QLineEdit::textChanged, this, [this] { m_testResult->clear(); });
    retranslateUi();
}

void PreferencesDialog::setTeamLibrary(const QString &uri, const QString &sslMode, bool useTeam)
{
    m_teamUri->setText(uri);
    m_sslMode->setCurrentIndex(qMax(0, m_sslMode->findData(sslMode)));
    (useTeam ? m_useTeam : m_usePersonal)->setChecked(true);
}

QString PreferencesDialog::teamUri() const { return withoutPassword(m_teamUri->text()); }
QString PreferencesDialog::teamSslMode() const { return m_sslMode->currentData().toString(); }
bool PreferencesDialog::useTeamLibrary() const { return m_useTeam->isChecked(); }
QString PreferencesDialog::teamAddress() const { return cp::gui::teamAddress(teamUri(), teamSslMode()); }

void PreferencesDialog::testConnection()
{
    const QUrl typed(m_teamUri->text().trimmed());
    if (m_teamUri->text().trimmed().isEmpty() || teamUri().isEmpty()) {
        m_testResult->setText(tr("Enter the team library's address as postgresql://USER@HOST:PORT/DBNAME."));
        return;
    }
    QString note;
    if (!typed.password().isEmpty())
        note = tr("The password in the address is not used or kept; put it in PGPASSWORD or ~/.pgpass.")
            + QLatin1Char(' ');
    if (!m_test) {
        m_testResult->setText(note);
        return;
    }
    const Expected<QString> result = m_test(teamAddress());
    m_testResult->setText(note + (result ? *result : joinErrors(result.errors())));
}

QString PreferencesDialog::language() const { return m_language->currentData().toString(); }
QString PreferencesDialog::databasePath() const { return QDir::fromNativeSeparators(m_database->text().trimmed()); }

void PreferencesDialog::retranslateUi()
{
    setWindowTitle(tr("Preferences"));
    m_languageLabel->setText(tr("&Language:"));
    m_databaseLabel->setText(tr("Scenario &library:"));
    m_browse->setToolTip(tr("Choose the library file"));
    m_hint->setText(tr("The language changes at once. A different library file is opened (or created) when you press OK; "
                       "the current one is kept as it is."));
    m_teamTitle->setText(tr("Team library"));
    m_usePersonal->setText(tr("Open my &personal library (the file above)"));
    m_useTeam->setText(tr("Open the &team library (a PostgreSQL server)"));
    m_teamUriLabel->setText(tr("&Address:"));
    m_sslLabel->setText(tr("&Encryption (sslmode):"));
    m_passwordNote->setText(
        tr("No password is kept by Compute Planner: it comes from the PGPASSWORD environment variable or "
           "your ~/.pgpass file, as for psql."));
    m_testButton->setText(tr("Test &Connection"));
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PreferencesDialog::browse()
{
    const QString path = dialogs::saveFileName(this, tr("Scenario Library"), databasePath(),
        tr("Scenario library (*.sqlite);;All files (*)"));
    if (!path.isEmpty())
        m_database->setText(QDir::toNativeSeparators(path));
}

} // namespace cp::gui
