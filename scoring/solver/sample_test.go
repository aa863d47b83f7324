package solver

import "os"

// The property tests check the generator against slow brute forces on
// positions of random games. By default each checks a sample of its
// positions, chosen by their numbers so that the sample holds every kind of
// case the whole set cycles through (racks with and without jokers, the
// variant rule sets); with ARBITER_LONG_TESTS=1, which CI sets, each checks
// every position. The positions and racks are drawn the same way in both
// modes, so that the sample is a part of the whole set, checked the same way.

// longTests reports whether ARBITER_LONG_TESTS=1 asks for every position.
func longTests() bool { return os.Getenv("ARBITER_LONG_TESTS") == "1" }

// sampled reports whether position i of a property test is checked: always
// with ARBITER_LONG_TESTS=1, else when it is in the first of every run of
// every blocks of block positions. block is the period of the test's cases,
// so that a sampled block holds each of them.
func sampled(i, block, every int) bool { return longTests() || i/block%every == 0 }
