import Glibc
import StepperDemo

// The app lives in the StepperDemo module, where tests can reach it.
exit(MainActor.assumeIsolated {
    DemoApplication.bindTranslations()
    return DemoApplication().run(arguments: CommandLine.arguments)
})
