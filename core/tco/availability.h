#pragma once
// Only what can be obtained competes (issue 42): each way of paying gets the accelerator through
// one channel of availability.csv, and a spot option needs a spot market. An option whose channel
// is unavailable, or a spot option without a sourced market, is listed as not obtainable with the
// reason and never ranked; a restricted channel competes with a warning naming its order cap and
// lead time.

#include "core/catalog/catalog.h"
#include "core/tco/prices.h"
#include "core/tco/tco.h"

namespace cp::tco {

/// The channel of a way of paying: on demand, commitment and spot rent from a cloud; a lease (and
/// the hybrid's leased core) from a local computing centre; build and the hybrid's owned core buy.
Channel optionChannel(OptionKind kind, bool hybridCoreLeased);

/// Sets obtainable, notObtainableReason (translated, naming the availability row's reason and
/// source) and warnings of each option. With input.includeUnavailable an unavailable channel
/// competes, flagged with a warning; a spot option without a market stays not obtainable.
void markObtainable(QList<OptionResult> &options, const TcoInput &input, const TcoPrices &prices, const Catalog &catalog);

} // namespace cp::tco
