module github.com/orbit-platform/orbit-sdk-go

go 1.16
