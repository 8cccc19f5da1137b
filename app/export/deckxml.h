#pragma once
// The PresentationML parts of a board deck (ECMA-376 Part 1, 19): slides with text boxes, tables
// and chart frames, their notes, and the fixed parts every deck has (presentation, one slide
// master and blank layout, a notes master, the theme with Latin and East Asian fonts, document
// properties). Written with QXmlStreamWriter; deck.cpp packages them.

#include "app/export/deckchart.h"
#include "app/export/deckmodel.h"

#include <QByteArray>
#include <QStringList>

namespace cp::exports::deck {

/// A slide; `chartRelationships` are the relationship ids of its charts, in Slide::charts order.
QByteArray slideXml(const Slide &slide, const TextStyle &style, const QStringList &chartRelationships);
/// The slide's speaker notes (relationship rId1: the notes master, rId2: the slide).
QByteArray notesXml(const Slide &slide, const TextStyle &style);
/// ppt/presentation.xml: the master, the notes master and the slides by relationship id.
QByteArray presentationXml(const QString &masterRelationship, const QString &notesMasterRelationship, const QStringList &slideRelationships);
QByteArray slideMasterXml();
QByteArray slideLayoutXml();
QByteArray notesMasterXml(const TextStyle &style);
QByteArray themeXml(const TextStyle &style);
/// A presentation part with only its root element (p:presentationPr, p:viewPr): PowerPoint wants them present.
QByteArray emptyPresentationPart(const char *root);
QByteArray tableStylesXml();
QByteArray corePropertiesXml(const QString &title, const QString &creator);
QByteArray appPropertiesXml(int slides, const QString &application);

/// Points to EMU (1 pt = 12,700 EMU).
inline qint64 emu(double pt) { return qint64(pt * 12700 + 0.5); }

} // namespace cp::exports::deck
