#pragma once
// Physical and economic quantities used by every engine, as Boost.Units types.
//
// One homogeneous unit system: SI base units for length, mass and time, plus three base
// dimensions of our own: information (bytes), operations (floating-point operations, FLOP)
// and money (Chinese yuan, CNY). Mixing dimensions is a compile error: CNY + kWh does not
// compile, CNY/h times hours gives CNY. Values are stored in base units (byte, FLOP,
// second, watt, joule, CNY); helpers convert to and from the customary units with exact
// factors (1 GiB = 2^30 B, 1 kWh = 3.6e6 J, 1 h = 3600 s).

#include <boost/units/base_dimension.hpp>
#include <boost/units/base_unit.hpp>
#include <boost/units/base_units/information/byte.hpp>
#include <boost/units/base_units/si/kilogram.hpp>
#include <boost/units/base_units/si/meter.hpp>
#include <boost/units/base_units/si/second.hpp>
#include <boost/units/derived_dimension.hpp>
#include <boost/units/make_system.hpp>
#include <boost/units/physical_dimensions/energy.hpp>
#include <boost/units/physical_dimensions/information.hpp>
#include <boost/units/physical_dimensions/power.hpp>
#include <boost/units/physical_dimensions/time.hpp>
#include <boost/units/quantity.hpp>
#include <boost/units/unit.hpp>

namespace cp::units {

namespace bu = boost::units;

// --- base dimensions of our own (ordinals > 10 are free for users of Boost.Units) ---------
struct operations_base_dimension : bu::base_dimension<operations_base_dimension, 201> { };
struct money_base_dimension : bu::base_dimension<money_base_dimension, 202> { };
using operations_dimension = operations_base_dimension::dimension_type;
using money_dimension = money_base_dimension::dimension_type;

struct flop_base_unit : bu::base_unit<flop_base_unit, operations_dimension, 201> {
    static const char *name() { return "floating-point operation"; }
    static const char *symbol() { return "FLOP"; }
};
struct cny_base_unit : bu::base_unit<cny_base_unit, money_dimension, 202> {
    static const char *name() { return "Chinese yuan"; }
    static const char *symbol() { return "CNY"; }
};

using system = bu::make_system<bu::si::meter_base_unit, bu::si::kilogram_base_unit, bu::si::second_base_unit,
    bu::information::byte_base_unit, flop_base_unit, cny_base_unit>::type;

// --- units --------------------------------------------------------------------------------
using time_unit = bu::unit<bu::time_dimension, system>;
using information_unit = bu::unit<bu::information_dimension, system>;
using operations_unit = bu::unit<operations_dimension, system>;
using operation_rate_unit = bu::unit<bu::derived_dimension<operations_base_dimension, 1, bu::time_base_dimension, -1>::type, system>;
using bandwidth_unit = bu::unit<bu::derived_dimension<bu::information_base_dimension, 1, bu::time_base_dimension, -1>::type, system>;
using power_unit = bu::unit<bu::power_dimension, system>;
using energy_unit = bu::unit<bu::energy_dimension, system>;
using money_unit = bu::unit<money_dimension, system>;
using money_rate_unit = bu::unit<bu::derived_dimension<money_base_dimension, 1, bu::time_base_dimension, -1>::type, system>;
using money_per_energy_unit = bu::unit<bu::derived_dimension<money_base_dimension, 1, bu::length_base_dimension, -2,
                                           bu::mass_base_dimension, -1, bu::time_base_dimension, 2>::type,
    system>;

// --- quantities ---------------------------------------------------------------------------
using Time = bu::quantity<time_unit>; ///< seconds
using Bytes = bu::quantity<information_unit>; ///< bytes
using Flops = bu::quantity<operations_unit>; ///< floating-point operations (a count)
using FlopRate = bu::quantity<operation_rate_unit>; ///< FLOP per second
using Bandwidth = bu::quantity<bandwidth_unit>; ///< bytes per second
using Power = bu::quantity<power_unit>; ///< watts
using Energy = bu::quantity<energy_unit>; ///< joules
using Money = bu::quantity<money_unit>; ///< CNY
using MoneyRate = bu::quantity<money_rate_unit>; ///< CNY per second
using MoneyPerEnergy = bu::quantity<money_per_energy_unit>; ///< CNY per joule

inline constexpr time_unit second {};
inline constexpr information_unit byte {};
inline constexpr operations_unit flop {};
inline constexpr power_unit watt {};
inline constexpr energy_unit joule {};
inline constexpr money_unit cny {};

// --- exact conversion factors ---------------------------------------------------------------
inline constexpr double kSecondsPerHour = 3600.0;
inline constexpr double kSecondsPerDay = 86400.0;
inline constexpr double kHoursPerMonth = 730.0; ///< 8760 h / 12, the billing convention of cloud price lists
inline constexpr double kJoulesPerKwh = 3.6e6;
inline constexpr double kBytesPerGiB = 1073741824.0; ///< 2^30
inline constexpr double kBytesPerGB = 1e9;
inline constexpr double kBytesPerTB = 1e12;

// --- constructors from customary units ----------------------------------------------------
constexpr Time seconds(double v) { return Time::from_value(v); }
constexpr Time hours(double v) { return Time::from_value(v * kSecondsPerHour); }
constexpr Time days(double v) { return Time::from_value(v * kSecondsPerDay); }
constexpr Bytes bytes(double v) { return Bytes::from_value(v); }
constexpr Bytes gib(double v) { return Bytes::from_value(v * kBytesPerGiB); }
constexpr Bytes gb(double v) { return Bytes::from_value(v * kBytesPerGB); }
constexpr Bytes tb(double v) { return Bytes::from_value(v * kBytesPerTB); }
constexpr Flops flops(double v) { return Flops::from_value(v); }
constexpr FlopRate tflopsPerSecond(double v) { return FlopRate::from_value(v * 1e12); }
/// Link speed in gigabits per second (network convention, 1 Gb = 1e9 bit).
constexpr Bandwidth gbitPerSecond(double v) { return Bandwidth::from_value(v * 1e9 / 8.0); }
/// Gigabytes per second (1 GB = 1e9 B, as in interconnect datasheets).
constexpr Bandwidth gbytePerSecond(double v) { return Bandwidth::from_value(v * 1e9); }
constexpr Power watts(double v) { return Power::from_value(v); }
constexpr Power kilowatts(double v) { return Power::from_value(v * 1e3); }
constexpr Energy kwh(double v) { return Energy::from_value(v * kJoulesPerKwh); }
constexpr Money yuan(double v) { return Money::from_value(v); }
constexpr MoneyRate yuanPerHour(double v) { return MoneyRate::from_value(v / kSecondsPerHour); }
constexpr MoneyRate yuanPerMonth(double v) { return MoneyRate::from_value(v / (kHoursPerMonth * kSecondsPerHour)); }
constexpr MoneyPerEnergy yuanPerKwh(double v) { return MoneyPerEnergy::from_value(v / kJoulesPerKwh); }

// --- back to customary units ---------------------------------------------------------------
constexpr double toSeconds(Time t) { return t.value(); }
constexpr double toHours(Time t) { return t.value() / kSecondsPerHour; }
constexpr double toDays(Time t) { return t.value() / kSecondsPerDay; }
constexpr double toBytes(Bytes b) { return b.value(); }
constexpr double toGiB(Bytes b) { return b.value() / kBytesPerGiB; }
constexpr double toGB(Bytes b) { return b.value() / kBytesPerGB; }
constexpr double toTB(Bytes b) { return b.value() / kBytesPerTB; }
constexpr double toFlops(Flops f) { return f.value(); }
constexpr double toTflopsPerSecond(FlopRate r) { return r.value() / 1e12; }
constexpr double toGbytePerSecond(Bandwidth b) { return b.value() / 1e9; }
constexpr double toGbitPerSecond(Bandwidth b) { return b.value() * 8.0 / 1e9; }
constexpr double toWatts(Power p) { return p.value(); }
constexpr double toKilowatts(Power p) { return p.value() / 1e3; }
constexpr double toKwh(Energy e) { return e.value() / kJoulesPerKwh; }
constexpr double toYuan(Money m) { return m.value(); }
constexpr double toYuanPerHour(MoneyRate r) { return r.value() * kSecondsPerHour; }
constexpr double toYuanPerMonth(MoneyRate r) { return r.value() * kHoursPerMonth * kSecondsPerHour; }
constexpr double toYuanPerKwh(MoneyPerEnergy p) { return p.value() * kJoulesPerKwh; }

/// Converts an amount in a foreign currency to CNY at a stated rate (CNY per unit).
constexpr Money fromForeign(double amount, double cnyPerUnit) { return yuan(amount * cnyPerUnit); }

} // namespace cp::units
