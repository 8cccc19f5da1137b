#include "core/scenario/scenariodiff.h"

#include "core/scenario/fields.h"
#include "core/units/formatrange.h"

#include <QCoreApplication>

#include <cmath>

namespace cp {

namespace {

QString dash() { return QStringLiteral("—"); }

QString numberText(double v, const QLocale &locale)
{
    // Whole numbers without decimals; others with up to 12 significant digits (no float noise).
    if (std::abs(v) < 1e15 && v == std::floor(v))
        return locale.toString(static_cast<qint64>(v));
    return locale.toString(v, 'g', 12);
}

QString withUnit(const QString &text, const Field &field)
{
    const QString unit = field.unit();
    return unit.isEmpty() ? text : text + QLatin1Char(' ') + unit;
}

bool isBookkeeping(const Field &field)
{
    return field.type == FieldType::Time || field.path == QLatin1String("app_version");
}

QString priceText(const PriceSnapshotEntry &e, const QLocale &locale)
{
    QStringList parts { e.value ? numberText(*e.value, locale) : dash() };
    if (!e.currency.isEmpty())
        parts << e.currency;
    if (!e.unit.isEmpty())
        parts << e.unit;
    QString text = parts.join(QLatin1Char(' '));
    if (!e.asOf.isEmpty() || !e.source.isEmpty())
        text += QCoreApplication::translate("cp::ScenarioDiff", " (as of %1, %2)")
                    .arg(e.asOf.isEmpty() ? dash() : e.asOf, e.source.isEmpty() ? dash() : e.source);
    return text;
}

const PriceSnapshotEntry *findPrice(const QList<PriceSnapshotEntry> &prices, const QString &key)
{
    for (const PriceSnapshotEntry &e : prices) {
        if (e.key == key)
            return &e;
    }
    return nullptr;
}

} // namespace

QString fieldValueText(const Field &field, const Scenario &scenario, const QLocale &locale)
{
    const FieldData d = field.get(scenario);
    if (std::holds_alternative<std::monostate>(d))
        return dash();
    if (const bool *v = std::get_if<bool>(&d))
        return *v ? QCoreApplication::translate("cp::ScenarioDiff", "yes")
                  : QCoreApplication::translate("cp::ScenarioDiff", "no");
    if (const double *v = std::get_if<double>(&d))
        return withUnit(numberText(*v, locale), field);
    if (const QString *v = std::get_if<QString>(&d))
        return v->isEmpty() ? dash() : *v;
    if (const QStringList *v = std::get_if<QStringList>(&d))
        return v->isEmpty() ? dash() : v->join(QStringLiteral(", "));
    if (const QList<double> *v = std::get_if<QList<double>>(&d)) {
        QStringList parts;
        for (double x : *v)
            parts << numberText(x, locale);
        return parts.isEmpty() ? dash() : withUnit(parts.join(QStringLiteral(", ")), field);
    }
    if (const QDateTime *v = std::get_if<QDateTime>(&d))
        return units::formatDate(v->toLocalTime().date()) + QLatin1Char(' ') + v->toLocalTime().time().toString(QStringLiteral("HH:mm")); // never 11/29/26
    return dash();
}

QList<FieldChange> diffScenarios(const Scenario &before, const Scenario &after, const QLocale &locale)
{
    QList<FieldChange> changes;
    for (const Field &f : scenarioFields()) {
        if (isBookkeeping(f) || f.type == FieldType::PriceList)
            continue;
        if (f.get(before) == f.get(after))
            continue;
        changes.append(
            { f.path, f.label(), fieldValueText(f, before, locale), fieldValueText(f, after, locale) });
    }
    QStringList keys;
    for (const QList<PriceSnapshotEntry> *list : { &before.prices, &after.prices }) {
        for (const PriceSnapshotEntry &e : *list) {
            if (!keys.contains(e.key))
                keys << e.key;
        }
    }
    const QString notUsed = QCoreApplication::translate("cp::ScenarioDiff", "not in the price book");
    for (const QString &key : std::as_const(keys)) {
        const PriceSnapshotEntry *a = findPrice(before.prices, key);
        const PriceSnapshotEntry *b = findPrice(after.prices, key);
        if (a && b && *a == *b)
            continue;
        changes.append({ QStringLiteral("prices[%1]").arg(key), key, a ? priceText(*a, locale) : notUsed,
            b ? priceText(*b, locale) : notUsed });
    }
    return changes;
}

} // namespace cp
