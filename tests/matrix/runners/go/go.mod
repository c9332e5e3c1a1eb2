module orbit-matrix-runner

go 1.16

require github.com/orbit-platform/orbit-sdk-go/v3 v3.4.0

replace github.com/orbit-platform/orbit-sdk-go/v3 => ../../../../sdks/go
