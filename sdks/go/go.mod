module github.com/orbit-platform/orbit-sdk-go/v3

go 1.16
