#pragma once
// Reference-data texts (resources/data/*.csv, kept in English as published) in the UI language:
// network (fabric) names, scale-up interconnect names and the phrases of availability sources.
// Product names, standards and numbers stay as they are ("InfiniBand HDR", "200 Gb/s", "HCCS").

#include <QString>
#include <QStringList>

namespace cp {

/// A fabric's name (fabrics.csv): "InfiniBand HDR 200 Gb/s per GPU" → "InfiniBand HDR，每卡 200 Gb/s".
QString fabricNameText(const QString &name);
/// An accelerator's scale-up interconnect (accelerators.csv): "HCCS (8-card mesh)" → "HCCS（8 卡全互联）".
QString scaleUpFabricText(const QString &name);
/// One "; "-separated phrase of an availability source that follows a template of the list
/// ("no new supply since 2023-10 (BIS rule 2023-10-17)": the words translated, the date and the
/// bracketed citation kept); the phrase itself when no template matches.
QString availabilityPhraseText(const QString &phrase);
/// A citation in an availability source, brackets included where it has them: its English words
/// in the UI language ("BIS rule 2023-10-17" → "BIS 规则 2023-10-17", "NVIDIA 8-K 2023-10-24 names
/// H800)" → "英伟达 8-K 公告（2023-10-24）点名 H800）"); names, dates and sites stay as published.
QString citationText(const QString &citation);

} // namespace cp
