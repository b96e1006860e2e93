package main

// byteOrderMark is U+FEFF in UTF-8, which editors (Notepad among them)
// write at the start of a file to say it is UTF-8.
const byteOrderMark = "\xEF\xBB\xBF"
