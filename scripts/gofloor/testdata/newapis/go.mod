module example.com/newapis

go 1.16
