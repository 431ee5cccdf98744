import Foundation
import SegQACLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A closed pipe (`segqa check … | head`) ends the output, not the process with a signal.
signal(SIGPIPE, SIG_IGN)
// The process exits when the command returns: what it read is not freed piece by piece first.
KeptUntilExit.enable()
exit(SegQACLI.main(Array(CommandLine.arguments.dropFirst()), console: Console()))
