package lib

import "testing"

func TestEnv(t *testing.T) {
	t.Setenv("ORBIT_X", "1") // testing.T.Setenv: Go 1.17
	if Key("a=b") != "a" {
		t.Fatal("Key")
	}
}
