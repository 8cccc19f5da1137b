#pragma once
// A training log as the calibration reads and keeps it (issue 43): at most kMaxLogBytes read
// (a log of a long run, /dev/zero or a wrong file must not exhaust memory), only the lines the
// values came from with some context kept (kMaxKeptBytes), and secrets redacted before the text
// is stored where every viewer of the library can read it.
//
//   auto text = cp::calibrate::readLogFile(path);            // BadInput when too large
//   point.rawText = cp::calibrate::redactSecrets(cp::calibrate::keptLines(*text, log->lines));

#include "core/common/expected.h"

#include <QList>
#include <QString>

namespace cp::calibrate {

/// The most of a log read: 64 MiB (a pilot run's log of thousands of steps is a few MiB).
inline constexpr qint64 kMaxLogBytes = qint64(64) << 20;
/// The most of a log kept with a point: 256 KiB of the lines values were read from.
inline constexpr qint64 kMaxKeptBytes = qint64(256) << 10;
/// Lines kept before and after each line a value was read from.
inline constexpr int kContextLines = 2;

/// The text of a log file (UTF-8), read in chunks up to kMaxLogBytes: larger (or endless, like
/// /dev/zero) is BadInput naming the limit; a file that cannot be opened is Io.
Expected<QString> readLogFile(const QString &path);

/// The lines of `text` listed in `lines` (1-based, ascending) with kContextLines around each,
/// gaps marked "[... N lines left out ...]"; past kMaxKeptBytes the middle is left out (the
/// first and the last half of the budget are kept).
QString keptLines(const QString &text, const QList<int> &lines);

/// `text` with secrets replaced by "[redacted]": bearer and basic authorization headers, the
/// value of a key or flag named like a token, secret, password, API or access key or credential
/// (a plain number is left alone: "total_tokens": 123), passwords in URLs (scheme://user:pw@),
/// and well-known token shapes (Hugging Face hf_..., OpenAI sk-..., GitHub ghp_/github_pat_,
/// GitLab glpat-, Slack xox?-, AWS AKIA..., JSON web tokens).
QString redactSecrets(const QString &text);

} // namespace cp::calibrate
