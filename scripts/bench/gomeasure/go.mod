module orbit.example/measure

go 1.21
