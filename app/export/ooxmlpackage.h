#pragma once
// An Office Open XML package (ECMA-376 Part 2, Open Packaging Conventions) built in memory: parts
// with their content types and relationships, zipped. [Content_Types].xml names every
// part by an Override; a part's relationships go to "_rels/NAME.rels" beside it; the zip is written
// with minizip (libminizip, the zip library libxlsxwriter itself uses). The board deck (deck.cpp)
// is written with it.

#include "core/common/expected.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

namespace cp::exports::ooxml {

/// Relationship types (ECMA-376 Part 1, 15.2 and Part 2).
namespace rel {
inline const QString officeDocument = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument");
inline const QString coreProperties = QStringLiteral("http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties");
inline const QString extendedProperties = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties");
inline const QString slide = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide");
inline const QString slideLayout = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout");
inline const QString slideMaster = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideMaster");
inline const QString notesSlide = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesSlide");
inline const QString notesMaster = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesMaster");
inline const QString theme = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme");
inline const QString chart = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart");
inline const QString package = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/package");
inline const QString presProps = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/presProps");
inline const QString viewProps = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/viewProps");
inline const QString tableStyles = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/tableStyles");
} // namespace rel

class Package {
public:
    /// Adds a part by its name in the package ("ppt/slides/slide1.xml", no leading slash).
    void addPart(const QString &name, const QString &contentType, const QByteArray &bytes);
    /// Adds a relationship from the part `source` (empty: the package itself) to `target`, a part
    /// name in the package, and returns its id ("rId1", "rId2", … per source).
    QString relate(const QString &source, const QString &type, const QString &target);
    /// The package as zip bytes: [Content_Types].xml first, then the parts and their .rels.
    Expected<QByteArray> zip() const;

private:
    struct Part {
        QString name;
        QString contentType;
        QByteArray bytes;
    };
    struct Relationship {
        QString id;
        QString type;
        QString target;
    };
    QByteArray contentTypes() const;
    QByteArray relationships(const QString &source) const;
    QList<Part> m_parts;
    QMap<QString, QList<Relationship>> m_relationships;
};

/// `target` relative to the folder of `source` ("ppt/slides/slide1.xml", "ppt/charts/chart1.xml"
/// → "../charts/chart1.xml"); both are part names.
QString relativeTarget(const QString &source, const QString &target);

} // namespace cp::exports::ooxml
