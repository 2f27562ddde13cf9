import Testing
import StarPNG
@testable import StarBadgeCLI

/// Exit 70 cannot be reached through the command without a defect in the
/// compressor; the mapping from a failed self-check to it is checked here.
@Suite("Internal errors")
struct InternalErrorTests {
    @Test("a stream that fails its check is an internal error (70); other encoding failures are I/O errors (74)")
    func selfCheck() {
        #expect(CLIError.encoding(PNGError.streamCheckFailed("every(0)"), of: "the badge").exitStatus == .internalError)
        #expect(ExitStatus.internalError.rawValue == 70)
        #expect(CLIError.encoding(PNGError.encodingFailed("libpng"), of: "the badge").exitStatus == .ioError)
        #expect(CLIError.encoding(PNGError.streamCheckFailed("x"), of: "the badge").message.contains("nothing was written"))
    }
}
