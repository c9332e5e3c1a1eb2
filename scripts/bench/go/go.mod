module orbit.example/bench

go 1.21

require (
	github.com/orbit-platform/orbit-sdk-go/v3 v3.0.0
	orbit.example/measure v0.0.0
)

// The bench copies this folder into its clean clone of the repository, so this is that clone's SDK.
replace github.com/orbit-platform/orbit-sdk-go/v3 => ../../../sdks/go

// The per-call measurement, shared with the peer's row (scripts/bench/peers/go).
replace orbit.example/measure => ../gomeasure
