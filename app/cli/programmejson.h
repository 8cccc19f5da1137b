#pragma once
// A compute programme's answer (issue 44) as the CLI's JSON: `pools[]` with each pool's
// `accelerator` and `months[]`, and `programme` with the totals on the money answer's basis
// and where each workload was placed. Read by `tco --scenario` and `plan --scenario`.

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <QJsonObject>

namespace cp::cli {

/// Inserts "pools" and "programme" into `json` when the scenario is a programme; errors of the
/// programme's pricing are returned (nothing inserted).
Status insertProgrammeJson(QJsonObject &json, const Scenario &scenario);

} // namespace cp::cli
