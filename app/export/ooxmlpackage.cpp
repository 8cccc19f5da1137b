#include "app/export/ooxmlpackage.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QXmlStreamWriter>

#include <zip.h>

namespace cp::exports::ooxml {

namespace {

const QString kContentTypesNs = QStringLiteral("http://schemas.openxmlformats.org/package/2006/content-types");
const QString kRelationshipsNs = QStringLiteral("http://schemas.openxmlformats.org/package/2006/relationships");

// The .rels part of a source part: "ppt/slides/slide1.xml" → "ppt/slides/_rels/slide1.xml.rels".
QString relsName(const QString &source)
{
    if (source.isEmpty())
        return QStringLiteral("_rels/.rels");
    const qsizetype slash = source.lastIndexOf(QLatin1Char('/'));
    return source.left(slash + 1) + QStringLiteral("_rels/") + source.mid(slash + 1) + QStringLiteral(".rels");
}

Error zipError(const QString &what)
{
    return Error { QStringLiteral("pptx"), QCoreApplication::translate("cp::exports", "could not build the package: %1").arg(what) };
}

} // namespace

QString relativeTarget(const QString &source, const QString &target)
{
    QStringList from = source.split(QLatin1Char('/'));
    from.removeLast(); // the folder of the source part
    QStringList to = target.split(QLatin1Char('/'));
    while (!from.isEmpty() && to.size() > 1 && from.constFirst() == to.constFirst()) {
        from.removeFirst();
        to.removeFirst();
    }
    QStringList path;
    for (qsizetype i = 0; i < from.size(); ++i)
        path << QStringLiteral("..");
    return (path + to).join(QLatin1Char('/'));
}

void Package::addPart(const QString &name, const QString &contentType, const QByteArray &bytes)
{
    m_parts << Part { name, contentType, bytes };
}

QString Package::relate(const QString &source, const QString &type, const QString &target)
{
    QList<Relationship> &list = m_relationships[source];
    const QString id = QStringLiteral("rId%1").arg(list.size() + 1);
    list << Relationship { id, type, source.isEmpty() ? target : relativeTarget(source, target) };
    return id;
}

QByteArray Package::contentTypes() const
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.writeStartDocument(QStringLiteral("1.0"), true);
    w.writeDefaultNamespace(kContentTypesNs);
    w.writeStartElement(kContentTypesNs, QStringLiteral("Types"));
    w.writeEmptyElement(kContentTypesNs, QStringLiteral("Default"));
    w.writeAttribute(QStringLiteral("Extension"), QStringLiteral("rels"));
    w.writeAttribute(QStringLiteral("ContentType"), QStringLiteral("application/vnd.openxmlformats-package.relationships+xml"));
    w.writeEmptyElement(kContentTypesNs, QStringLiteral("Default"));
    w.writeAttribute(QStringLiteral("Extension"), QStringLiteral("xml"));
    w.writeAttribute(QStringLiteral("ContentType"), QStringLiteral("application/xml"));
    for (const Part &p : m_parts) {
        w.writeEmptyElement(kContentTypesNs, QStringLiteral("Override"));
        w.writeAttribute(QStringLiteral("PartName"), QLatin1Char('/') + p.name);
        w.writeAttribute(QStringLiteral("ContentType"), p.contentType);
    }
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

QByteArray Package::relationships(const QString &source) const
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.writeStartDocument(QStringLiteral("1.0"), true);
    w.writeDefaultNamespace(kRelationshipsNs);
    w.writeStartElement(kRelationshipsNs, QStringLiteral("Relationships"));
    for (const Relationship &r : m_relationships.value(source)) {
        w.writeEmptyElement(kRelationshipsNs, QStringLiteral("Relationship"));
        w.writeAttribute(QStringLiteral("Id"), r.id);
        w.writeAttribute(QStringLiteral("Type"), r.type);
        w.writeAttribute(QStringLiteral("Target"), r.target);
    }
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

Expected<QByteArray> Package::zip() const
{
    QList<QPair<QString, QByteArray>> entries { { QStringLiteral("[Content_Types].xml"), contentTypes() } };
    for (auto it = m_relationships.cbegin(); it != m_relationships.cend(); ++it)
        entries << qMakePair(relsName(it.key()), relationships(it.key()));
    for (const Part &p : m_parts)
        entries << qMakePair(p.name, p.bytes);

    // minizip writes to a file: a private temporary folder holds it until it is read back.
    QTemporaryDir dir;
    if (!dir.isValid())
        return zipError(dir.errorString());
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("package.zip")));
    zipFile zip = zipOpen64(path.constData(), APPEND_STATUS_CREATE);
    if (!zip)
        return zipError(QStringLiteral("zipOpen64"));
    // A fixed time stamp: the same plan gives the same file.
    zip_fileinfo info {};
    info.tmz_date.tm_year = 2026;
    info.tmz_date.tm_mday = 1;
    for (const auto &[name, data] : std::as_const(entries)) {
        const QByteArray entry = name.toUtf8();
        bool ok = zipOpenNewFileInZip64(zip, entry.constData(), &info, nullptr, 0, nullptr, 0, nullptr, Z_DEFLATED, Z_DEFAULT_COMPRESSION, data.size() > 0xffff'ffffLL) == ZIP_OK;
        ok = ok && zipWriteInFileInZip(zip, data.constData(), unsigned(data.size())) == ZIP_OK;
        ok = zipCloseFileInZip(zip) == ZIP_OK && ok;
        if (!ok) {
            static_cast<void>(zipClose(zip, nullptr)); // already failing: the entry's error is the one reported
            return zipError(name);
        }
    }
    if (zipClose(zip, nullptr) != ZIP_OK)
        return zipError(QStringLiteral("zipClose"));
    QFile f(QFile::decodeName(path));
    if (!f.open(QIODevice::ReadOnly))
        return zipError(f.errorString());
    return f.readAll();
}

} // namespace cp::exports::ooxml
