// Solver specifications live here.
#include <gtest/gtest.h>
