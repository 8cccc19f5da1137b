#pragma once
// Edit → Preferences: the UI language (applied without restart), the personal library's file and
// the team library (a PostgreSQL server): its address, TLS mode, a connection test, and which of
// the two libraries is open. No password is asked for or kept: libpq reads it from PGPASSWORD or
// ~/.pgpass.

#include "core/common/expected.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QToolButton;

namespace cp::gui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(const QString &language, const QString &databasePath, QWidget *parent = nullptr);

    /// "zh_CN" or "en".
    QString language() const;
    QString databasePath() const;

    QComboBox *languageCombo() const { return m_language; }
    QLineEdit *databaseEdit() const { return m_database; }

    /// The team library part: its URI (postgresql://USER@HOST:PORT/DBNAME), sslmode, and whether
    /// it is the library to open.
    void setTeamLibrary(const QString &uri, const QString &sslMode, bool useTeam);
    /// The URI as typed, with any password removed.
    QString teamUri() const;
    QString teamSslMode() const;
    bool useTeamLibrary() const;
    /// The address to open: teamUri() with its sslmode (Settings' teamAddress()).
    QString teamAddress() const;
    /// "Test connection" calls this with teamAddress(): the text to show, or the error.
    using ConnectionTest = std::function<Expected<QString>(const QString &address)>;
    void setConnectionTest(ConnectionTest test) { m_test = std::move(test); }
    /// Runs the connection test and shows its result (also what the button does).
    void testConnection();

    QLineEdit *teamUriEdit() const { return m_teamUri; }
    QComboBox *sslModeCombo() const { return m_sslMode; }
    QRadioButton *personalChoice() const { return m_usePersonal; }
    QRadioButton *teamChoice() const { return m_useTeam; }
    QPushButton *testButton() const { return m_testButton; }
    QLabel *testResult() const { return m_testResult; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void browse();
    QLabel *m_languageLabel = nullptr;
    QLabel *m_databaseLabel = nullptr;
    QLabel *m_hint = nullptr;
    QComboBox *m_language = nullptr;
    QLineEdit *m_database = nullptr;
    QToolButton *m_browse = nullptr;
    QLabel *m_teamTitle = nullptr;
    QLabel *m_teamUriLabel = nullptr;
    QLabel *m_sslLabel = nullptr;
    QLabel *m_passwordNote = nullptr;
    QLineEdit *m_teamUri = nullptr;
    QComboBox *m_sslMode = nullptr;
    QRadioButton *m_usePersonal = nullptr;
    QRadioButton *m_useTeam = nullptr;
    QPushButton *m_testButton = nullptr;
    QLabel *m_testResult = nullptr;
    ConnectionTest m_test;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace cp::gui
