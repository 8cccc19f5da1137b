// Must compile: a money rate times a time is money, and money adds to money.
#include "core/units/units.h"

int main()
{
    using namespace cp::units;
    const Money total = yuan(1.0) + yuanPerHour(2.0) * hours(3.0);
    return static_cast<int>(total.value()) == 7 ? 0 : 1;
}
