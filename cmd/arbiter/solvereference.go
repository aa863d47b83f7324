package main

import (
	"strings"
	"time"

	"arbiter/arbiter/problem"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/solver"
	"arbiter/scoring/solver/composer"
)

// referenceRun finds and prints a composition problem's reference solution
// (RULES §9).
func referenceRun(opts *solveOptions) error {
	kind, err := problem.ParseKind(opts.Reference)
	if err != nil {
		return usageErrorf("--reference: %w", err)
	}
	rs, err := loadRuleSet(opts.Rules)
	if err != nil {
		return err
	}
	offer, err := referenceOffer(opts, rs, kind)
	if err != nil {
		return err
	}
	g, err := opts.Lexicon(rs, opts.LexiconPath)
	if err != nil {
		return err
	}
	gen := solver.New(rs, g)
	start := time.Now()
	var sol composer.Solution
	if kind == problem.Maxime {
		sol = composer.Series(gen, offer.Groups)
	} else {
		sol = composer.Best(gen, offer, opts.Budget, 1)
	}
	return reports.ReferenceSolution(opts.IO.Out, rs, kind, sol, time.Since(start), opts.JSON)
}

// referenceOffer reads the letters or groups kind needs, and refuses those
// it does not.
func referenceOffer(opts *solveOptions, rs *scoring.RuleSet, kind problem.Kind) (composer.Offer, error) {
	var o composer.Offer
	needLetters := kind == problem.Partial || kind == problem.Sir
	needGroups := kind == problem.Maxime || kind == problem.NScrabble
	switch {
	case kind == problem.Superscrabble || kind == problem.Incomplet:
		return o, usageErrorf("--reference %s: the Superscrabble key is --superscrabble with --board and --rack", kind)
	case needLetters != (opts.Letters != ""):
		return o, usageErrorf("--reference %s: --letters gives the letters drawn for partial and sir only", kind)
	case needGroups != (opts.Groups != ""):
		return o, usageErrorf("--reference %s: --groups gives the groups of 7 for maxime and nscrabble only", kind)
	case opts.Imposed && kind != problem.NScrabble:
		return o, usageErrorf("--imposed is N-Scrabble's imposed order, not %s's", kind)
	case opts.Budget <= 0:
		return o, usageErrorf("--budget %s: give a positive time, as 60s", opts.Budget)
	}
	o.Letters, o.Imposed = rs.FullBag(), opts.Imposed
	if needLetters {
		letters, err := rs.ParseRack(opts.Letters)
		if err != nil {
			return o, usageErrorf("--letters: %w", err)
		}
		lo, hi := problem.PartialMin, problem.PartialMax
		if kind == problem.Sir {
			lo, hi = problem.SirMin, problem.SirMax
		}
		if n := letters.Len(); n < lo || n > hi {
			return o, usageErrorf("--letters: %d letters: %s problem draws %d to %d", n, kind.Article(), lo, hi)
		}
		o.Letters = letters
		if kind == problem.Sir {
			o.Letters, o.String = scoring.Rack{}, problem.InOrder(rs, opts.Letters)
		}
	}
	if needGroups {
		o.Letters = scoring.Rack{}
		var all scoring.Rack
		for i, text := range strings.Split(opts.Groups, ",") {
			group, err := rs.ParseRack(text)
			if err != nil {
				return o, usageErrorf("--groups: group %d: %w", i+1, err)
			}
			if group.Len() != problem.GroupLen {
				return o, usageErrorf("--groups: group %d %q holds %d tiles, want %d", i+1, text, group.Len(), problem.GroupLen)
			}
			o.Groups = append(o.Groups, group)
			all = all.Plus(group)
		}
		if !rs.FullBag().Contains(all) {
			return o, usageErrorf("--groups: together more tiles than the %s set holds", rs.Name)
		}
	}
	return o, nil
}
