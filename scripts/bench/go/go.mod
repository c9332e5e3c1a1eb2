module orbit.example/bench

go 1.21

require github.com/orbit-platform/orbit-sdk-go/v3 v3.0.0

// The bench copies this folder into its clean clone of the repository, so this is that clone's SDK.
replace github.com/orbit-platform/orbit-sdk-go/v3 => ../../../sdks/go
