#pragma once
// Sets a value deep inside a JSON document, for tests that mutate .cplan files:
// setJsonPath(o, {"training", "seq_len"}, 64). A step "name[]" sets the rest of the path in
// every element of the array `name` ({"prices[]", "value"}).
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

inline QJsonValue setJsonPath(const QJsonValue &node, const QStringList &path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    QJsonObject o = node.toObject();
    const QString head = path.constFirst();
    if (head.endsWith(QLatin1String("[]"))) {
        const QString name = head.chopped(2);
        QJsonArray items = o.value(name).toArray();
        for (qsizetype i = 0; i < items.size(); ++i)
            items[i] = setJsonPath(items.at(i), path.mid(1), value);
        o.insert(name, items);
        return o;
    }
    o.insert(head, setJsonPath(o.value(head), path.mid(1), value));
    return o;
}

inline QJsonObject setJsonPath(const QJsonObject &root, const QStringList &path, const QJsonValue &value)
{
    return setJsonPath(QJsonValue(root), path, value).toObject();
}
