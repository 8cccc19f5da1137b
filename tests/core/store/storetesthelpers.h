#pragma once
// Small helpers shared by the store tests: a minimal scenario, file checksums and raw SQLite
// connections.
#include "core/scenario/scenario.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

/// The smallest valid scenario: a preset LoRA fine-tune, with a name and notes.
inline cp::Scenario minimal(const QString &name, const QString &notes = {})
{
    cp::Scenario s;
    s.name = name;
    s.notes = notes;
    s.model.preset = QStringLiteral("llama2-7b");
    s.training.mode = QStringLiteral("lora");
    return s;
}

inline QByteArray sha256(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

/// A raw connection to an SQLite file, removed when it goes out of scope.
class RawConnection {
public:
    RawConnection(const QString &file, const QString &name)
        : m_name(name)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(file);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=100"));
        db.open();
    }
    ~RawConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawConnection(const RawConnection &) = delete;
    RawConnection &operator=(const RawConnection &) = delete;

    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    bool exec(const QString &sql)
    {
        QSqlQuery q(db());
        return q.exec(sql);
    }
    QVariant scalar(const QString &sql)
    {
        QSqlQuery q(db());
        return q.exec(sql) && q.next() ? q.value(0) : QVariant();
    }

private:
    QString m_name;
};
