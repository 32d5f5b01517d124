package irtext

// ToOpaque is toOpaque for the external tests.
var ToOpaque = toOpaque
