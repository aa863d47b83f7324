package merge

import (
	"slices"

	"arbiter/arbiter"
	"arbiter/arbiter/signing"
)

// Published is what a federation published of the prepared games of a
// simultaneous: their fingerprints (arbiter.Prepared's SHA256) and the key
// it signs them with. Either may be left empty.
type Published struct {
	Fingerprints []string
	Key          signing.PublicKey
}

// Check refuses a centre that played a game not started from a prepared
// game the federation published: its fingerprint is not one of
// Fingerprints, or it is not signed by Key, so that a game changed and
// resealed on its way to a centre is found even when every centre got the
// same changed file.
func (p Published) Check(centres []Centre) error {
	if len(p.Fingerprints) == 0 && p.Key == nil {
		return nil
	}
	for _, c := range centres {
		for i, recs := range c.Games {
			if len(recs) == 0 {
				continue
			}
			evs, err := c.Kinds.DecodeRecords(recs[:1])
			if err != nil {
				return centreError(c.Label, err)
			}
			start, ok := evs[0].(arbiter.GameStarted)
			if !ok || start.Prepared == nil {
				return arbiter.Errorf(arbiter.EConflict, "centre %s: game %d was not played from a prepared game", c.Label, i+1)
			}
			sum := start.Prepared.SHA256
			if len(p.Fingerprints) > 0 && !slices.Contains(p.Fingerprints, sum) {
				return arbiter.Errorf(arbiter.EConflict, "centre %s: game %d was played from the prepared game sha256 %s, which the federation did not publish", c.Label, i+1, sum)
			}
			if p.Key == nil {
				continue
			}
			if _, err := start.Prepared.Signature.Check(sum, p.Key); err != nil {
				return arbiter.Errorf(arbiter.EConflict, "centre %s: game %d (sha256 %s): %s", c.Label, i+1, sum, err)
			}
		}
	}
	return nil
}
