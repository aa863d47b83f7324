package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The ro bag as 15 groups (RULES §8.1), group 1 AL.
const typedGroups = "AL BBDDIRS AANOPRR ACEFNPU ACGIIOU AAFOSTU DGIIMRR EILNOPV ?AEJPTU ACEMRSX EIIOTUV DHILTTU ?AEINSS CEEELNZ ACMNRTT"

// `arbiter groups` draws the same groups for a seed and prints the
// announcement sheet; Avocalica announces the consonants only.
func TestGroups_Draw(t *testing.T) {
	warmEmbedded(t)
	code, out, errOut := runMain("groups", "--discipline", "avocalica", "--rules", "ro", "--seed", "3")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	reportGolden(t, "groups_avocalica_seed3.golden", out)
	code, out, errOut = runMain("groups", "--discipline", "rezistenta", "--rules", "ro", "--seed", "3", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got groupsJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Seed == nil || *got.Seed != 3 || len(got.Groups) != 15 || got.Groups[0].Letters != got.Groups[0].Announced {
		t.Errorf("rezistenta groups %+v", got)
	}
}

// Typed groups are checked for the form's rules: the ro bag passes; a
// group 1 that is not two words is refused (exit 1); a wrong count of
// groups or an unreadable one is bad input (exit 2).
func TestGroups_Typed(t *testing.T) {
	warmEmbedded(t)
	code, out, errOut := runMain("groups", "--discipline", "oarba", "--rules", "ro", "--groups", typedGroups)
	if code != exitOK || !strings.Contains(out, "15     ACMNRTT") {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	cases := []struct {
		groups  string
		code    exitCode
		message string
	}{
		{strings.Replace(typedGroups, "AL ", "BL ", 1), exitRefused, "group 1: BL is not one vowel and one consonant"},
		{strings.Replace(typedGroups, " ACMNRTT", "", 1), exitUsage, "holds 14 groups"},
		{strings.Replace(typedGroups, "ACMNRTT", "ACMNRT1", 1), exitUsage, "group 15"},
		{strings.Replace(typedGroups, "ACMNRTT", "ACMNRTH", 1), exitRefused, "2 × H"},
	}
	for _, c := range cases {
		code, _, errOut := runMain("groups", "--discipline", "anticipatie", "--rules", "ro", "--groups", c.groups)
		if code != c.code || !strings.Contains(errOut, c.message) {
			t.Errorf("%s: exit %d %q, want %d and %q", c.groups, code, errOut, c.code, c.message)
		}
	}
}
