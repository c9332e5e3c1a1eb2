module example.com/godirective

go 1.18
