// Must NOT compile: money and energy have different dimensions.
#include "core/units/units.h"

int main()
{
    using namespace cp::units;
    const auto nonsense = yuan(1.0) + kwh(1.0);
    return static_cast<int>(nonsense.value());
}
