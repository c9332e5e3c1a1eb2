module orbit-shapes-consumer

go 1.16

require github.com/orbit-platform/orbit-sdk-go/v3 v3.5.0

// The judges (tests/shapes/judges/go.ts) point this at the SDK built from openapi/fixtures/shapes.yaml.
replace github.com/orbit-platform/orbit-sdk-go/v3 => ../../../../sdks/go
