#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StarBadgeCLI

let status = StarBadgeTool.run(argumentCount: CommandLine.argc, argumentBytes: CommandLine.unsafeArgv, console: ProcessConsole())
exit(status.rawValue)
