#pragma once
// The estimator's one "at least 1" check of a count (model sizes, layout degrees, GPUs, sequence
// length), shared by validateModel, the hardware checks and validateLayout.

#include "core/common/expected.h"

namespace cp::estimate {

/// Appends "must be at least 1 (got v)" for `field` when `v` is below 1.
void requireAtLeastOne(Errors &e, int v, const char *field);

} // namespace cp::estimate
