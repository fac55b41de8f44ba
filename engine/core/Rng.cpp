// Rng: header-only; this file keeps the module non-empty and checks the header compiles alone.
#include "engine/core/Rng.hpp"
