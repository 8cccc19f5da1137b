// Store: the user's corrections of the price book and the accelerator catalog.
#include "core/store/store.h"

#include "core/catalog/catalog.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/validation.h"
#include "core/store/storeinternal.h"

#include <QCoreApplication>

namespace cp {

using namespace storedetail;

Status Store::setPriceEdit(const PriceSnapshotEntry &entry) { return setPriceEdits({ entry }); }

Status Store::setPriceEdits(const QList<PriceSnapshotEntry> &entries)
{
    for (const PriceSnapshotEntry &e : entries) {
        if (e.key.trimmed().isEmpty())
            return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "a price edit needs a key"));
    }
    // The one check of a price-book entry (a scenario's prices are checked the same way): a bad
    // row stored here would make every later import into this library fail.
    if (m_readOnly)
        return refuseWrite();
    if (const Errors bad = validatePriceEdits(entries, Catalog::shipped()); !bad.isEmpty())
        return bad;
    return transaction([&]() -> Status {
        for (const PriceSnapshotEntry &e : entries) {
            if (auto r = exec(QStringLiteral("DELETE FROM price_edits WHERE price_key = ?"), { e.key }); !r)
                return r.errors();
            const QVariant value = e.value ? QVariant(*e.value) : QVariant(QMetaType::fromType<double>());
            if (auto r = exec(QStringLiteral("INSERT INTO price_edits (price_key, value, currency, unit, as_of, source, "
                                             "confidence, edited_at, edited_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                    { e.key, value, e.currency, e.unit, e.asOf, e.source, e.confidence, timeText(nowUtc()), m_author });
                !r)
                return r.errors();
            const QString shown = e.value ? QString::number(*e.value, 'g', 15) : QString();
            if (const Status logged = logCorrection(QStringLiteral("price"), e.key, QStringLiteral("set"),
                    QStringList { shown, e.currency, e.unit, e.asOf, e.confidence, e.source }.join(QLatin1Char('|')));
                !logged)
                return logged;
        }
        return Ok {};
    });
}

Status Store::logCorrection(const QString &item, const QString &key, const QString &change, const QString &value)
{
    const Expected<QSqlQuery> r = exec(QStringLiteral("INSERT INTO correction_log (item, item_key, change, value, author, changed_at) "
                                                      "VALUES (?, ?, ?, ?, ?, ?)"),
        { item, key, change, value, m_author, timeText(nowUtc()) });
    return r ? Status(Ok {}) : Status(r.errors());
}

Status Store::removePriceEdit(const QString &key)
{
    return transaction([&]() -> Status {
        if (const auto r = exec(QStringLiteral("DELETE FROM price_edits WHERE price_key = ?"), { key }); !r)
            return r.errors();
        return logCorrection(QStringLiteral("price"), key, QStringLiteral("remove"), {});
    });
}

Status Store::clearPriceEdits()
{
    return transaction([&]() -> Status {
        if (const auto r = exec(QStringLiteral("DELETE FROM price_edits")); !r)
            return r.errors();
        return logCorrection(QStringLiteral("price"), {}, QStringLiteral("clear"), {});
    });
}

Expected<QList<CorrectionRecord>> Store::correctionLog()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT item, item_key, change, value, author, changed_at FROM correction_log ORDER BY id"));
    if (!q)
        return q.errors();
    QList<CorrectionRecord> out;
    while (q->next()) {
        CorrectionRecord r { q->value(0).toString(), q->value(1).toString(), q->value(2).toString(), q->value(3).toString(), {} };
        r.info.number = static_cast<int>(out.size()) + 1;
        r.info.author = q->value(4).toString();
        r.info.savedAt = timeFrom(q->value(5));
        r.info.appVersion = QStringLiteral(CP_VERSION);
        out << r;
    }
    return out;
}

Expected<QList<PriceSnapshotEntry>> Store::priceEdits()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT price_key, value, currency, unit, as_of, confidence, source "
                                                "FROM price_edits ORDER BY price_key"));
    if (!q)
        return q.errors();
    QList<PriceSnapshotEntry> out;
    while (q->next()) {
        PriceSnapshotEntry e;
        e.key = q->value(0).toString();
        if (!q->value(1).isNull())
            e.value = q->value(1).toDouble();
        e.currency = q->value(2).toString();
        e.unit = q->value(3).toString();
        e.asOf = q->value(4).toString();
        e.confidence = q->value(5).toString();
        e.source = q->value(6).toString();
        out << e;
    }
    return out;
}

Status Store::setCatalogEdit(const CatalogEdit &edit) { return setCatalogEdits({ edit }); }

Status Store::setCatalogEdits(const QList<CatalogEdit> &edits)
{
    for (const CatalogEdit &e : edits) {
        if (e.itemKind != QLatin1String("accelerator"))
            return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "a catalog correction is for an accelerator, not '%1'").arg(e.itemKind));
        Catalog probe = Catalog::shipped();
        if (const Status checked = probe.correctAccelerator(e.itemId, e.field, e.value); !checked)
            return fail(ErrorKind::BadInput, joinErrors(checked.errors()));
    }
    return transaction([&]() -> Status {
        for (const CatalogEdit &e : edits) {
            if (auto r = exec(QStringLiteral("DELETE FROM catalog_edits WHERE item_kind = ? AND item_id = ? AND field = ?"),
                    { e.itemKind, e.itemId, e.field });
                !r)
                return r.errors();
            if (auto r = exec(QStringLiteral("INSERT INTO catalog_edits (item_kind, item_id, field, value, edited_at, edited_by) "
                                             "VALUES (?, ?, ?, ?, ?, ?)"),
                    { e.itemKind, e.itemId, e.field, e.value, timeText(nowUtc()), m_author });
                !r)
                return r.errors();
            if (const Status logged = logCorrection(QStringLiteral("catalog"), e.itemKind + QLatin1Char('/') + e.itemId + QLatin1Char('/') + e.field,
                    QStringLiteral("set"), e.value);
                !logged)
                return logged;
        }
        return Ok {};
    });
}

Status Store::removeCatalogEdit(const QString &itemKind, const QString &itemId, const QString &field)
{
    return transaction([&]() -> Status {
        if (const auto r = exec(QStringLiteral("DELETE FROM catalog_edits WHERE item_kind = ? AND item_id = ? AND field = ?"),
                { itemKind, itemId, field });
            !r)
            return r.errors();
        return logCorrection(QStringLiteral("catalog"), itemKind + QLatin1Char('/') + itemId + QLatin1Char('/') + field, QStringLiteral("remove"), {});
    });
}

Status Store::clearCatalogEdits()
{
    return transaction([&]() -> Status {
        if (const auto r = exec(QStringLiteral("DELETE FROM catalog_edits")); !r)
            return r.errors();
        return logCorrection(QStringLiteral("catalog"), {}, QStringLiteral("clear"), {});
    });
}

Expected<QList<CatalogEdit>> Store::catalogEdits()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT item_kind, item_id, field, value FROM catalog_edits "
                                                "ORDER BY item_kind, item_id, field"));
    if (!q)
        return q.errors();
    QList<CatalogEdit> out;
    while (q->next())
        out.append({ q->value(0).toString(), q->value(1).toString(), q->value(2).toString(), q->value(3).toString() });
    return out;
}

Expected<Catalog> Store::editedCatalog(const Catalog &base)
{
    const Expected<QList<PriceSnapshotEntry>> edits = priceEdits();
    if (!edits)
        return edits.errors();
    const Expected<QList<CatalogEdit>> corrections = catalogEdits();
    if (!corrections)
        return corrections.errors();
    Catalog out = base;
    for (const PriceSnapshotEntry &e : *edits)
        out.setPrice(priceEntryFrom(e, base));
    Errors errors;
    for (const CatalogEdit &c : *corrections) {
        if (c.itemKind != QLatin1String("accelerator"))
            errors << Error { c.itemKind, QCoreApplication::translate("cp::Store", "a catalog correction is for an accelerator, not '%1'").arg(c.itemKind) };
        else if (const Status s = out.correctAccelerator(c.itemId, c.field, c.value); !s)
            errors << s.errors();
    }
    if (!errors.isEmpty())
        return errors;
    return out;
}

} // namespace cp
